func.func private @namtrain_ssd_tiny_cpu_b2_fwd(%arg0: tensor<2x4x16x64xf32>, %arg1: tensor<2x4x64xf32>, %arg2: tensor<4x1xf32>, %arg3: tensor<2x2x64x8xf32>, %arg4: tensor<2x2x64x8xf32>, %arg5: tensor<2x1x64xi32>, %arg6: tensor<4x1xf32>) -> (tensor<2x4x16x64xf32> {jax.result_info = "result[0]"}, tensor<2x4x4x16x8xf32> {jax.result_info = "result[1]"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_1 = stablehlo.constant dense<8> : tensor<i32>
  %c_2 = stablehlo.constant dense<64> : tensor<i32>
  %c_3 = stablehlo.constant dense<16> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %c_5 = stablehlo.constant dense<4> : tensor<i32>
  %c_6 = stablehlo.constant dense<2> : tensor<i32>
  %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_8 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
  %1 = stablehlo.slice %arg5 [0:2, 0:1, 0:63] : (tensor<2x1x64xi32>) -> tensor<2x1x63xi32>
  %2 = stablehlo.reshape %1 : (tensor<2x1x63xi32>) -> tensor<2x63xi32>
  %3 = stablehlo.concatenate %0, %2, dim = 1 : (tensor<2x1xi32>, tensor<2x63xi32>) -> tensor<2x64xi32>
  %4 = stablehlo.slice %3 [0:2, 0:64:16] : (tensor<2x64xi32>) -> tensor<2x4xi32>
  %5 = stablehlo.reshape %4 : (tensor<2x4xi32>) -> tensor<8xi32>
  %6 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
  %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x4x16x8xf32>
  %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
  %9 = stablehlo.multiply %c_6, %c_6 : tensor<i32>
  %10 = stablehlo.multiply %9, %c_5 : tensor<i32>
  %11:16 = stablehlo.while(%iterArg = %10, %iterArg_9 = %5, %iterArg_10 = %c_8, %iterArg_11 = %c_8, %iterArg_12 = %c_8, %iterArg_13 = %c_8, %iterArg_14 = %arg0, %iterArg_15 = %arg1, %iterArg_16 = %arg2, %iterArg_17 = %arg3, %iterArg_18 = %arg4, %iterArg_19 = %arg5, %iterArg_20 = %arg6, %iterArg_21 = %6, %iterArg_22 = %7, %iterArg_23 = %8) : tensor<i32>, tensor<8xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x16x64xf32>, tensor<2x4x64xf32>, tensor<4x1xf32>, tensor<2x2x64x8xf32>, tensor<2x2x64x8xf32>, tensor<2x1x64xi32>, tensor<4x1xf32>, tensor<2x4x16x64xf32>, tensor<2x4x4x16x8xf32>, tensor<2x16x8xf32>
  cond {
    %12 = stablehlo.convert %iterArg : tensor<i32>
    %13 = stablehlo.compare LT, %iterArg_10, %12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %13 : tensor<i1>
  } do {
    %12 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %13 = stablehlo.multiply %c_6, %iterArg_12 : tensor<i32>
    %14 = stablehlo.multiply %c_3, %iterArg_13 : tensor<i32>
    %15 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %16 = stablehlo.multiply %c_6, %iterArg_12 : tensor<i32>
    %17 = stablehlo.multiply %c_3, %iterArg_13 : tensor<i32>
    %18 = stablehlo.multiply %c_6, %iterArg_12 : tensor<i32>
    %19 = stablehlo.multiply %iterArg_12, %c_6 : tensor<i32>
    %20 = stablehlo.divide %19, %c_6 : tensor<i32>
    %21 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %22 = stablehlo.multiply %c_4, %20 : tensor<i32>
    %23 = stablehlo.multiply %c_3, %iterArg_13 : tensor<i32>
    %24 = stablehlo.multiply %iterArg_12, %c_6 : tensor<i32>
    %25 = stablehlo.divide %24, %c_6 : tensor<i32>
    %26 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %27 = stablehlo.multiply %c_4, %25 : tensor<i32>
    %28 = stablehlo.multiply %c_3, %iterArg_13 : tensor<i32>
    %29 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %30 = stablehlo.multiply %c_3, %iterArg_13 : tensor<i32>
    %31 = stablehlo.multiply %c_6, %iterArg_12 : tensor<i32>
    %32 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %33 = stablehlo.multiply %c_6, %iterArg_12 : tensor<i32>
    %34 = stablehlo.multiply %c_3, %iterArg_13 : tensor<i32>
    %35 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %36 = stablehlo.multiply %c_6, %iterArg_12 : tensor<i32>
    %37 = stablehlo.multiply %c_4, %iterArg_13 : tensor<i32>
    %38 = stablehlo.compare LT, %12, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = stablehlo.add %12, %c_6 : tensor<i32>
    %40 = stablehlo.select %38, %39, %12 : tensor<i1>, tensor<i32>
    %41 = stablehlo.compare LT, %13, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = stablehlo.add %13, %c_5 : tensor<i32>
    %43 = stablehlo.select %41, %42, %13 : tensor<i1>, tensor<i32>
    %44 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %45 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %46 = stablehlo.select %44, %45, %c_8 : tensor<i1>, tensor<i32>
    %47 = stablehlo.compare LT, %14, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %48 = stablehlo.add %14, %c_2 : tensor<i32>
    %49 = stablehlo.select %47, %48, %14 : tensor<i1>, tensor<i32>
    %50 = stablehlo.dynamic_slice %iterArg_14, %40, %43, %46, %49, sizes = [1, 2, 16, 16] : (tensor<2x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %51 = stablehlo.compare LT, %15, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %52 = stablehlo.add %15, %c_6 : tensor<i32>
    %53 = stablehlo.select %51, %52, %15 : tensor<i1>, tensor<i32>
    %54 = stablehlo.compare LT, %16, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %55 = stablehlo.add %16, %c_5 : tensor<i32>
    %56 = stablehlo.select %54, %55, %16 : tensor<i1>, tensor<i32>
    %57 = stablehlo.compare LT, %17, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %58 = stablehlo.add %17, %c_2 : tensor<i32>
    %59 = stablehlo.select %57, %58, %17 : tensor<i1>, tensor<i32>
    %60 = stablehlo.dynamic_slice %iterArg_15, %53, %56, %59, sizes = [1, 2, 16] : (tensor<2x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %61 = stablehlo.compare LT, %18, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %62 = stablehlo.add %18, %c_5 : tensor<i32>
    %63 = stablehlo.select %61, %62, %18 : tensor<i1>, tensor<i32>
    %64 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %65 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %66 = stablehlo.select %64, %65, %c_8 : tensor<i1>, tensor<i32>
    %67 = stablehlo.dynamic_slice %iterArg_16, %63, %66, sizes = [2, 1] : (tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %68 = stablehlo.compare LT, %21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %69 = stablehlo.add %21, %c_6 : tensor<i32>
    %70 = stablehlo.select %68, %69, %21 : tensor<i1>, tensor<i32>
    %71 = stablehlo.compare LT, %22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %72 = stablehlo.add %22, %c_6 : tensor<i32>
    %73 = stablehlo.select %71, %72, %22 : tensor<i1>, tensor<i32>
    %74 = stablehlo.compare LT, %23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %75 = stablehlo.add %23, %c_2 : tensor<i32>
    %76 = stablehlo.select %74, %75, %23 : tensor<i1>, tensor<i32>
    %77 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %78 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %79 = stablehlo.select %77, %78, %c_8 : tensor<i1>, tensor<i32>
    %80 = stablehlo.dynamic_slice %iterArg_17, %70, %73, %76, %79, sizes = [1, 1, 16, 8] : (tensor<2x2x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %81 = stablehlo.compare LT, %26, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %82 = stablehlo.add %26, %c_6 : tensor<i32>
    %83 = stablehlo.select %81, %82, %26 : tensor<i1>, tensor<i32>
    %84 = stablehlo.compare LT, %27, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = stablehlo.add %27, %c_6 : tensor<i32>
    %86 = stablehlo.select %84, %85, %27 : tensor<i1>, tensor<i32>
    %87 = stablehlo.compare LT, %28, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = stablehlo.add %28, %c_2 : tensor<i32>
    %89 = stablehlo.select %87, %88, %28 : tensor<i1>, tensor<i32>
    %90 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %91 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %92 = stablehlo.select %90, %91, %c_8 : tensor<i1>, tensor<i32>
    %93 = stablehlo.dynamic_slice %iterArg_18, %83, %86, %89, %92, sizes = [1, 1, 16, 8] : (tensor<2x2x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %94 = stablehlo.compare LT, %29, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = stablehlo.add %29, %c_6 : tensor<i32>
    %96 = stablehlo.select %94, %95, %29 : tensor<i1>, tensor<i32>
    %97 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %99 = stablehlo.select %97, %98, %c_8 : tensor<i1>, tensor<i32>
    %100 = stablehlo.compare LT, %30, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %101 = stablehlo.add %30, %c_2 : tensor<i32>
    %102 = stablehlo.select %100, %101, %30 : tensor<i1>, tensor<i32>
    %103 = stablehlo.dynamic_slice %iterArg_19, %96, %99, %102, sizes = [1, 1, 16] : (tensor<2x1x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16xi32>
    %104 = stablehlo.compare LT, %31, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %31, %c_5 : tensor<i32>
    %106 = stablehlo.select %104, %105, %31 : tensor<i1>, tensor<i32>
    %107 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %108 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %109 = stablehlo.select %107, %108, %c_8 : tensor<i1>, tensor<i32>
    %110 = stablehlo.dynamic_slice %iterArg_20, %106, %109, sizes = [2, 1] : (tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %111 = stablehlo.compare LT, %32, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %32, %c_6 : tensor<i32>
    %113 = stablehlo.select %111, %112, %32 : tensor<i1>, tensor<i32>
    %114 = stablehlo.compare LT, %33, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = stablehlo.add %33, %c_5 : tensor<i32>
    %116 = stablehlo.select %114, %115, %33 : tensor<i1>, tensor<i32>
    %117 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %118 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %119 = stablehlo.select %117, %118, %c_8 : tensor<i1>, tensor<i32>
    %120 = stablehlo.compare LT, %34, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %121 = stablehlo.add %34, %c_2 : tensor<i32>
    %122 = stablehlo.select %120, %121, %34 : tensor<i1>, tensor<i32>
    %123 = stablehlo.dynamic_slice %iterArg_21, %113, %116, %119, %122, sizes = [1, 2, 16, 16] : (tensor<2x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %124 = stablehlo.compare LT, %35, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %35, %c_6 : tensor<i32>
    %126 = stablehlo.select %124, %125, %35 : tensor<i1>, tensor<i32>
    %127 = stablehlo.compare LT, %36, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.add %36, %c_5 : tensor<i32>
    %129 = stablehlo.select %127, %128, %36 : tensor<i1>, tensor<i32>
    %130 = stablehlo.compare LT, %37, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %131 = stablehlo.add %37, %c_5 : tensor<i32>
    %132 = stablehlo.select %130, %131, %37 : tensor<i1>, tensor<i32>
    %133 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %134 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %135 = stablehlo.select %133, %134, %c_8 : tensor<i1>, tensor<i32>
    %136 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %137 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %138 = stablehlo.select %136, %137, %c_8 : tensor<i1>, tensor<i32>
    %139 = stablehlo.dynamic_slice %iterArg_22, %126, %129, %132, %135, %138, sizes = [1, 2, 1, 16, 8] : (tensor<2x4x4x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16x8xf32>
    %140 = stablehlo.compare EQ, %iterArg_13, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.convert %140 : (tensor<i1>) -> tensor<i32>
    %142 = "stablehlo.case"(%141) ({
      stablehlo.return %iterArg_23 : tensor<2x16x8xf32>
    }, {
      %432 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
      stablehlo.return %432 : tensor<2x16x8xf32>
    }) : (tensor<i32>) -> tensor<2x16x8xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1, 3, 4] : (tensor<2x16x8xf32>) -> tensor<1x2x1x16x8xf32>
    %144 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %145 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %146 = stablehlo.select %144, %145, %c_8 : tensor<i1>, tensor<i32>
    %147 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %149 = stablehlo.select %147, %148, %c_8 : tensor<i1>, tensor<i32>
    %150 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %152 = stablehlo.select %150, %151, %c_8 : tensor<i1>, tensor<i32>
    %153 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %155 = stablehlo.select %153, %154, %c_8 : tensor<i1>, tensor<i32>
    %156 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %158 = stablehlo.select %156, %157, %c_8 : tensor<i1>, tensor<i32>
    %159 = stablehlo.dynamic_update_slice %139, %143, %146, %149, %152, %155, %158 : (tensor<1x2x1x16x8xf32>, tensor<1x2x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16x8xf32>
    %160 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %162 = stablehlo.select %160, %161, %c_8 : tensor<i1>, tensor<i32>
    %163 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %165 = stablehlo.select %163, %164, %c_8 : tensor<i1>, tensor<i32>
    %166 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %168 = stablehlo.select %166, %167, %c_8 : tensor<i1>, tensor<i32>
    %169 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %170 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %171 = stablehlo.select %169, %170, %c_8 : tensor<i1>, tensor<i32>
    %172 = stablehlo.dynamic_slice %50, %162, %165, %168, %171, sizes = [1, 2, 16, 16] : (tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %174 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %176 = stablehlo.select %174, %175, %c_8 : tensor<i1>, tensor<i32>
    %177 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %178 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %179 = stablehlo.select %177, %178, %c_8 : tensor<i1>, tensor<i32>
    %180 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %181 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %182 = stablehlo.select %180, %181, %c_8 : tensor<i1>, tensor<i32>
    %183 = stablehlo.dynamic_slice %60, %176, %179, %182, sizes = [1, 2, 16] : (tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    %185 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %187 = stablehlo.select %185, %186, %c_8 : tensor<i1>, tensor<i32>
    %188 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %190 = stablehlo.select %188, %189, %c_8 : tensor<i1>, tensor<i32>
    %191 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %193 = stablehlo.select %191, %192, %c_8 : tensor<i1>, tensor<i32>
    %194 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %195 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %196 = stablehlo.select %194, %195, %c_8 : tensor<i1>, tensor<i32>
    %197 = stablehlo.dynamic_slice %80, %187, %190, %193, %196, sizes = [1, 1, 16, 8] : (tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x1x16x8xf32>) -> tensor<16x8xf32>
    %199 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %201 = stablehlo.select %199, %200, %c_8 : tensor<i1>, tensor<i32>
    %202 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %203 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %204 = stablehlo.select %202, %203, %c_8 : tensor<i1>, tensor<i32>
    %205 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %206 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %207 = stablehlo.select %205, %206, %c_8 : tensor<i1>, tensor<i32>
    %208 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %210 = stablehlo.select %208, %209, %c_8 : tensor<i1>, tensor<i32>
    %211 = stablehlo.dynamic_slice %93, %201, %204, %207, %210, sizes = [1, 1, 16, 8] : (tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %212 = stablehlo.reshape %211 : (tensor<1x1x16x8xf32>) -> tensor<16x8xf32>
    %213 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %215 = stablehlo.select %213, %214, %c_8 : tensor<i1>, tensor<i32>
    %216 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %217 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %218 = stablehlo.select %216, %217, %c_8 : tensor<i1>, tensor<i32>
    %219 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %220 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %221 = stablehlo.select %219, %220, %c_8 : tensor<i1>, tensor<i32>
    %222 = stablehlo.dynamic_slice %103, %215, %218, %221, sizes = [1, 1, 16] : (tensor<1x1x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16xi32>
    %223 = stablehlo.reshape %222 : (tensor<1x1x16xi32>) -> tensor<16xi32>
    %224 = stablehlo.multiply %iterArg_11, %c_5 : tensor<i32>
    %225 = stablehlo.add %224, %iterArg_13 : tensor<i32>
    %226 = stablehlo.compare LT, %225, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %227 = stablehlo.add %225, %c_1 : tensor<i32>
    %228 = stablehlo.select %226, %227, %225 : tensor<i1>, tensor<i32>
    %229 = stablehlo.dynamic_slice %iterArg_9, %228, sizes = [1] : (tensor<8xi32>, tensor<i32>) -> tensor<1xi32>
    %230 = stablehlo.reshape %229 : (tensor<1xi32>) -> tensor<i32>
    %231 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %232 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %233 = stablehlo.compare LE, %232, %231, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %234 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %235 = stablehlo.broadcast_in_dim %223, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %238 = stablehlo.compare EQ, %236, %237, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %239 = stablehlo.and %233, %238 : tensor<16x16xi1>
    %240 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %241 = stablehlo.multiply %184, %240 : tensor<2x16xf32>
    %242 = stablehlo.convert %239 : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %243 = stablehlo.dot_general %241, %242, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
    %244 = stablehlo.dot_general %212, %198, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %246 = stablehlo.broadcast_in_dim %243, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %247 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %249 = stablehlo.subtract %247, %248 : tensor<2x16x16xf32>
    %250 = stablehlo.broadcast_in_dim %239, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %251 = stablehlo.broadcast_in_dim %239, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %252 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where(%251, %249, %cst) : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %253 = stablehlo.exponential %252 : tensor<2x16x16xf32>
    %254 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where(%250, %253, %cst_0) : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %255 = stablehlo.broadcast_in_dim %244, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x16x16xf32>) -> tensor<2x16x16xf32>
    %257 = stablehlo.multiply %256, %254 : tensor<2x16x16xf32>
    %258 = stablehlo.broadcast_in_dim %184, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<2x16x16xf32>
    %261 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %262 = stablehlo.compare EQ, %223, %261, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %263 = stablehlo.broadcast_in_dim %262, dims = [1] : (tensor<16xi1>) -> tensor<1x16xi1>
    %264 = stablehlo.exponential %243 : tensor<2x16xf32>
    %265 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_0(%263, %264, %cst_0) : (tensor<1x16xi1>, tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %266 = stablehlo.slice %223 [15:16] : (tensor<16xi32>) -> tensor<1xi32>
    %267 = stablehlo.reshape %266 : (tensor<1xi32>) -> tensor<i32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %269 = stablehlo.compare EQ, %223, %268, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %270 = stablehlo.broadcast_in_dim %269, dims = [1] : (tensor<16xi1>) -> tensor<1x16xi1>
    %271 = stablehlo.slice %243 [0:2, 15:16] : (tensor<2x16xf32>) -> tensor<2x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %273 = stablehlo.subtract %272, %243 : tensor<2x16xf32>
    %274 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_0(%270, %273, %cst_0) : (tensor<1x16xi1>, tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %275 = stablehlo.exponential %274 : tensor<2x16xf32>
    %276 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_0(%270, %275, %cst_0) : (tensor<1x16xi1>, tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %277 = stablehlo.compare EQ, %267, %230, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %278 = stablehlo.exponential %271 : tensor<2x1xf32>
    %279 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_1(%277, %278, %cst_0) : (tensor<i1>, tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %280 = stablehlo.multiply %276, %184 : tensor<2x16xf32>
    %281 = stablehlo.dot_general %173, %260, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %282 = stablehlo.broadcast_in_dim %212, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x16x8xf32>) -> tensor<2x16x8xf32>
    %284 = stablehlo.dot_general %142, %283, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x16xf32>
    %285 = stablehlo.broadcast_in_dim %265, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %287 = stablehlo.multiply %284, %286 : tensor<2x16x16xf32>
    %288 = stablehlo.add %281, %287 : tensor<2x16x16xf32>
    %289 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x16x16xf32>
    %291 = stablehlo.multiply %290, %173 : tensor<2x16x16xf32>
    %292 = stablehlo.add %288, %291 : tensor<2x16x16xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %294 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %295 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %296 = stablehlo.select %294, %295, %c_8 : tensor<i1>, tensor<i32>
    %297 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = stablehlo.add %c_8, %c_6 : tensor<i32>
    %299 = stablehlo.select %297, %298, %c_8 : tensor<i1>, tensor<i32>
    %300 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %301 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %302 = stablehlo.select %300, %301, %c_8 : tensor<i1>, tensor<i32>
    %303 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %305 = stablehlo.select %303, %304, %c_8 : tensor<i1>, tensor<i32>
    %306 = stablehlo.dynamic_update_slice %123, %293, %296, %299, %302, %305 : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %307 = stablehlo.broadcast_in_dim %280, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %309 = stablehlo.multiply %173, %308 : tensor<2x16x16xf32>
    %310 = stablehlo.broadcast_in_dim %198, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x16x8xf32>) -> tensor<2x16x8xf32>
    %312 = stablehlo.dot_general %309, %311, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %313 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x16x8xf32>
    %315 = stablehlo.multiply %314, %142 : tensor<2x16x8xf32>
    %316 = stablehlo.add %315, %312 : tensor<2x16x8xf32>
    %317 = stablehlo.compare LT, %12, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %318 = stablehlo.add %12, %c_6 : tensor<i32>
    %319 = stablehlo.select %317, %318, %12 : tensor<i1>, tensor<i32>
    %320 = stablehlo.compare LT, %13, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %321 = stablehlo.add %13, %c_5 : tensor<i32>
    %322 = stablehlo.select %320, %321, %13 : tensor<i1>, tensor<i32>
    %323 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %324 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %325 = stablehlo.select %323, %324, %c_8 : tensor<i1>, tensor<i32>
    %326 = stablehlo.compare LT, %14, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %327 = stablehlo.add %14, %c_2 : tensor<i32>
    %328 = stablehlo.select %326, %327, %14 : tensor<i1>, tensor<i32>
    %329 = stablehlo.dynamic_update_slice %iterArg_14, %50, %319, %322, %325, %328 : (tensor<2x4x16x64xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x16x64xf32>
    %330 = stablehlo.compare LT, %15, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %331 = stablehlo.add %15, %c_6 : tensor<i32>
    %332 = stablehlo.select %330, %331, %15 : tensor<i1>, tensor<i32>
    %333 = stablehlo.compare LT, %16, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %334 = stablehlo.add %16, %c_5 : tensor<i32>
    %335 = stablehlo.select %333, %334, %16 : tensor<i1>, tensor<i32>
    %336 = stablehlo.compare LT, %17, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %17, %c_2 : tensor<i32>
    %338 = stablehlo.select %336, %337, %17 : tensor<i1>, tensor<i32>
    %339 = stablehlo.dynamic_update_slice %iterArg_15, %60, %332, %335, %338 : (tensor<2x4x64xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64xf32>
    %340 = stablehlo.compare LT, %18, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %341 = stablehlo.add %18, %c_5 : tensor<i32>
    %342 = stablehlo.select %340, %341, %18 : tensor<i1>, tensor<i32>
    %343 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %344 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %345 = stablehlo.select %343, %344, %c_8 : tensor<i1>, tensor<i32>
    %346 = stablehlo.dynamic_update_slice %iterArg_16, %67, %342, %345 : (tensor<4x1xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %347 = stablehlo.compare LT, %21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %348 = stablehlo.add %21, %c_6 : tensor<i32>
    %349 = stablehlo.select %347, %348, %21 : tensor<i1>, tensor<i32>
    %350 = stablehlo.compare LT, %22, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %22, %c_6 : tensor<i32>
    %352 = stablehlo.select %350, %351, %22 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %23, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %23, %c_2 : tensor<i32>
    %355 = stablehlo.select %353, %354, %23 : tensor<i1>, tensor<i32>
    %356 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %357 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %358 = stablehlo.select %356, %357, %c_8 : tensor<i1>, tensor<i32>
    %359 = stablehlo.dynamic_update_slice %iterArg_17, %80, %349, %352, %355, %358 : (tensor<2x2x64x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x64x8xf32>
    %360 = stablehlo.compare LT, %26, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %361 = stablehlo.add %26, %c_6 : tensor<i32>
    %362 = stablehlo.select %360, %361, %26 : tensor<i1>, tensor<i32>
    %363 = stablehlo.compare LT, %27, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %364 = stablehlo.add %27, %c_6 : tensor<i32>
    %365 = stablehlo.select %363, %364, %27 : tensor<i1>, tensor<i32>
    %366 = stablehlo.compare LT, %28, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %367 = stablehlo.add %28, %c_2 : tensor<i32>
    %368 = stablehlo.select %366, %367, %28 : tensor<i1>, tensor<i32>
    %369 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %370 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %371 = stablehlo.select %369, %370, %c_8 : tensor<i1>, tensor<i32>
    %372 = stablehlo.dynamic_update_slice %iterArg_18, %93, %362, %365, %368, %371 : (tensor<2x2x64x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x64x8xf32>
    %373 = stablehlo.compare LT, %29, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %374 = stablehlo.add %29, %c_6 : tensor<i32>
    %375 = stablehlo.select %373, %374, %29 : tensor<i1>, tensor<i32>
    %376 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %377 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %378 = stablehlo.select %376, %377, %c_8 : tensor<i1>, tensor<i32>
    %379 = stablehlo.compare LT, %30, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %380 = stablehlo.add %30, %c_2 : tensor<i32>
    %381 = stablehlo.select %379, %380, %30 : tensor<i1>, tensor<i32>
    %382 = stablehlo.dynamic_update_slice %iterArg_19, %103, %375, %378, %381 : (tensor<2x1x64xi32>, tensor<1x1x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64xi32>
    %383 = stablehlo.compare LT, %31, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %384 = stablehlo.add %31, %c_5 : tensor<i32>
    %385 = stablehlo.select %383, %384, %31 : tensor<i1>, tensor<i32>
    %386 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %387 = stablehlo.add %c_8, %c_4 : tensor<i32>
    %388 = stablehlo.select %386, %387, %c_8 : tensor<i1>, tensor<i32>
    %389 = stablehlo.dynamic_update_slice %iterArg_20, %110, %385, %388 : (tensor<4x1xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %390 = stablehlo.compare LT, %32, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %391 = stablehlo.add %32, %c_6 : tensor<i32>
    %392 = stablehlo.select %390, %391, %32 : tensor<i1>, tensor<i32>
    %393 = stablehlo.compare LT, %33, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %394 = stablehlo.add %33, %c_5 : tensor<i32>
    %395 = stablehlo.select %393, %394, %33 : tensor<i1>, tensor<i32>
    %396 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %397 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %398 = stablehlo.select %396, %397, %c_8 : tensor<i1>, tensor<i32>
    %399 = stablehlo.compare LT, %34, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %400 = stablehlo.add %34, %c_2 : tensor<i32>
    %401 = stablehlo.select %399, %400, %34 : tensor<i1>, tensor<i32>
    %402 = stablehlo.dynamic_update_slice %iterArg_21, %306, %392, %395, %398, %401 : (tensor<2x4x16x64xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x16x64xf32>
    %403 = stablehlo.compare LT, %35, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %404 = stablehlo.add %35, %c_6 : tensor<i32>
    %405 = stablehlo.select %403, %404, %35 : tensor<i1>, tensor<i32>
    %406 = stablehlo.compare LT, %36, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %407 = stablehlo.add %36, %c_5 : tensor<i32>
    %408 = stablehlo.select %406, %407, %36 : tensor<i1>, tensor<i32>
    %409 = stablehlo.compare LT, %37, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %410 = stablehlo.add %37, %c_5 : tensor<i32>
    %411 = stablehlo.select %409, %410, %37 : tensor<i1>, tensor<i32>
    %412 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %413 = stablehlo.add %c_8, %c_3 : tensor<i32>
    %414 = stablehlo.select %412, %413, %c_8 : tensor<i1>, tensor<i32>
    %415 = stablehlo.compare LT, %c_8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %416 = stablehlo.add %c_8, %c_1 : tensor<i32>
    %417 = stablehlo.select %415, %416, %c_8 : tensor<i1>, tensor<i32>
    %418 = stablehlo.dynamic_update_slice %iterArg_22, %159, %405, %408, %411, %414, %417 : (tensor<2x4x4x16x8xf32>, tensor<1x2x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x16x8xf32>
    %419 = stablehlo.add %iterArg_10, %c_4 : tensor<i32>
    %420 = stablehlo.add %iterArg_13, %c_4 : tensor<i32>
    %421 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_2(%c, %420, %iterArg_13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %422 = stablehlo.compare EQ, %421, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %423 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_3(%422, %c_8, %421) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %424 = stablehlo.add %iterArg_12, %c_4 : tensor<i32>
    %425 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_2(%422, %424, %iterArg_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %426 = stablehlo.compare EQ, %425, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %427 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_3(%426, %c_8, %425) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %428 = stablehlo.add %iterArg_11, %c_4 : tensor<i32>
    %429 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_2(%426, %428, %iterArg_11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %430 = stablehlo.compare EQ, %429, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %431 = func.call @namtrain_ssd_tiny_cpu_b2_fwd___where_3(%430, %c_8, %429) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_9, %419, %431, %427, %423, %329, %339, %346, %359, %372, %382, %389, %402, %418, %316 : tensor<i32>, tensor<8xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x16x64xf32>, tensor<2x4x64xf32>, tensor<4x1xf32>, tensor<2x2x64x8xf32>, tensor<2x2x64x8xf32>, tensor<2x1x64xi32>, tensor<4x1xf32>, tensor<2x4x16x64xf32>, tensor<2x4x4x16x8xf32>, tensor<2x16x8xf32>
  }
  return %11#13, %11#14 : tensor<2x4x16x64xf32>, tensor<2x4x4x16x8xf32>
}
func.func private @namtrain_ssd_tiny_cpu_b2_fwd___where(%arg0: tensor<1x16x16xi1>, %arg1: tensor<2x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x16x16xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
  %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
  %3 = stablehlo.select %1, %arg1, %2 : tensor<2x16x16xi1>, tensor<2x16x16xf32>
  return %3 : tensor<2x16x16xf32>
}
func.func private @namtrain_ssd_tiny_cpu_b2_fwd___where_0(%arg0: tensor<1x16xi1>, %arg1: tensor<2x16xf32>, %arg2: tensor<f32>) -> tensor<2x16xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<2x16xi1>
  %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
  %3 = stablehlo.select %1, %arg1, %2 : tensor<2x16xi1>, tensor<2x16xf32>
  return %3 : tensor<2x16xf32>
}
func.func private @namtrain_ssd_tiny_cpu_b2_fwd___where_1(%arg0: tensor<i1>, %arg1: tensor<2x1xf32>, %arg2: tensor<f32>) -> tensor<2x1xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1xf32>
  return %2 : tensor<2x1xf32>
}
func.func private @namtrain_ssd_tiny_cpu_b2_fwd___where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_ssd_tiny_cpu_b2_fwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
