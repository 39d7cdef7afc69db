func.func private @namtrain_m2rnn_tiny_cpu_b2_fwd(%arg0: tensor<2x4x64x8xf32>, %arg1: tensor<2x4x64x8xf32>, %arg2: tensor<2x4x64x4xf32>, %arg3: tensor<2x4x64x1xf32>, %arg4: tensor<2x64x1xf32>, %arg5: tensor<4x4x4xf32>) -> (tensor<2x4x64x4xf32> {jax.result_info = "result[0]"}, tensor<2x4x4x8x4xf32> {jax.result_info = "result[1]"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_1 = stablehlo.constant dense<8> : tensor<i32>
  %c_2 = stablehlo.constant dense<64> : tensor<i32>
  %c_3 = stablehlo.constant dense<16> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<4> : tensor<i32>
  %c_7 = stablehlo.constant dense<2> : tensor<i32>
  %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x64x4xf32>
  %1 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4x8x4xf32>
  %2 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
  %3 = stablehlo.multiply %c_7, %c_7 : tensor<i32>
  %4 = stablehlo.multiply %3, %c_6 : tensor<i32>
  %5:14 = stablehlo.while(%iterArg = %4, %iterArg_9 = %c_5, %iterArg_10 = %c_5, %iterArg_11 = %c_5, %iterArg_12 = %c_5, %iterArg_13 = %arg0, %iterArg_14 = %arg1, %iterArg_15 = %arg2, %iterArg_16 = %arg3, %iterArg_17 = %arg4, %iterArg_18 = %arg5, %iterArg_19 = %0, %iterArg_20 = %1, %iterArg_21 = %2) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x64x1xf32>, tensor<4x4x4xf32>, tensor<2x4x64x4xf32>, tensor<2x4x4x8x4xf32>, tensor<2x8x4xf32>
  cond {
    %6 = stablehlo.convert %iterArg : tensor<i32>
    %7 = stablehlo.compare LT, %iterArg_9, %6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %7 : tensor<i1>
  } do {
    %6 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %7 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %8 = stablehlo.multiply %c_3, %iterArg_12 : tensor<i32>
    %9 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %10 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %11 = stablehlo.multiply %c_3, %iterArg_12 : tensor<i32>
    %12 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %13 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %14 = stablehlo.multiply %c_3, %iterArg_12 : tensor<i32>
    %15 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %16 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %17 = stablehlo.multiply %c_3, %iterArg_12 : tensor<i32>
    %18 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %19 = stablehlo.multiply %c_3, %iterArg_12 : tensor<i32>
    %20 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %21 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %22 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %23 = stablehlo.multiply %c_3, %iterArg_12 : tensor<i32>
    %24 = stablehlo.multiply %c_4, %iterArg_10 : tensor<i32>
    %25 = stablehlo.multiply %c_7, %iterArg_11 : tensor<i32>
    %26 = stablehlo.multiply %c_4, %iterArg_12 : tensor<i32>
    %27 = stablehlo.compare LT, %6, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %28 = stablehlo.add %6, %c_7 : tensor<i32>
    %29 = stablehlo.select %27, %28, %6 : tensor<i1>, tensor<i32>
    %30 = stablehlo.compare LT, %7, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %31 = stablehlo.add %7, %c_6 : tensor<i32>
    %32 = stablehlo.select %30, %31, %7 : tensor<i1>, tensor<i32>
    %33 = stablehlo.compare LT, %8, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %34 = stablehlo.add %8, %c_2 : tensor<i32>
    %35 = stablehlo.select %33, %34, %8 : tensor<i1>, tensor<i32>
    %36 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %38 = stablehlo.select %36, %37, %c_5 : tensor<i1>, tensor<i32>
    %39 = stablehlo.dynamic_slice %iterArg_13, %29, %32, %35, %38, sizes = [1, 2, 16, 8] : (tensor<2x4x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %40 = stablehlo.compare LT, %9, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = stablehlo.add %9, %c_7 : tensor<i32>
    %42 = stablehlo.select %40, %41, %9 : tensor<i1>, tensor<i32>
    %43 = stablehlo.compare LT, %10, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %44 = stablehlo.add %10, %c_6 : tensor<i32>
    %45 = stablehlo.select %43, %44, %10 : tensor<i1>, tensor<i32>
    %46 = stablehlo.compare LT, %11, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %47 = stablehlo.add %11, %c_2 : tensor<i32>
    %48 = stablehlo.select %46, %47, %11 : tensor<i1>, tensor<i32>
    %49 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %50 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %51 = stablehlo.select %49, %50, %c_5 : tensor<i1>, tensor<i32>
    %52 = stablehlo.dynamic_slice %iterArg_14, %42, %45, %48, %51, sizes = [1, 2, 16, 8] : (tensor<2x4x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %53 = stablehlo.compare LT, %12, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %54 = stablehlo.add %12, %c_7 : tensor<i32>
    %55 = stablehlo.select %53, %54, %12 : tensor<i1>, tensor<i32>
    %56 = stablehlo.compare LT, %13, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = stablehlo.add %13, %c_6 : tensor<i32>
    %58 = stablehlo.select %56, %57, %13 : tensor<i1>, tensor<i32>
    %59 = stablehlo.compare LT, %14, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %60 = stablehlo.add %14, %c_2 : tensor<i32>
    %61 = stablehlo.select %59, %60, %14 : tensor<i1>, tensor<i32>
    %62 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %63 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %64 = stablehlo.select %62, %63, %c_5 : tensor<i1>, tensor<i32>
    %65 = stablehlo.dynamic_slice %iterArg_15, %55, %58, %61, %64, sizes = [1, 2, 16, 4] : (tensor<2x4x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %66 = stablehlo.compare LT, %15, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = stablehlo.add %15, %c_7 : tensor<i32>
    %68 = stablehlo.select %66, %67, %15 : tensor<i1>, tensor<i32>
    %69 = stablehlo.compare LT, %16, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = stablehlo.add %16, %c_6 : tensor<i32>
    %71 = stablehlo.select %69, %70, %16 : tensor<i1>, tensor<i32>
    %72 = stablehlo.compare LT, %17, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %73 = stablehlo.add %17, %c_2 : tensor<i32>
    %74 = stablehlo.select %72, %73, %17 : tensor<i1>, tensor<i32>
    %75 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %77 = stablehlo.select %75, %76, %c_5 : tensor<i1>, tensor<i32>
    %78 = stablehlo.dynamic_slice %iterArg_16, %68, %71, %74, %77, sizes = [1, 2, 16, 1] : (tensor<2x4x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x1xf32>
    %79 = stablehlo.compare LT, %18, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %80 = stablehlo.add %18, %c_7 : tensor<i32>
    %81 = stablehlo.select %79, %80, %18 : tensor<i1>, tensor<i32>
    %82 = stablehlo.compare LT, %19, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %83 = stablehlo.add %19, %c_2 : tensor<i32>
    %84 = stablehlo.select %82, %83, %19 : tensor<i1>, tensor<i32>
    %85 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %87 = stablehlo.select %85, %86, %c_5 : tensor<i1>, tensor<i32>
    %88 = stablehlo.dynamic_slice %iterArg_17, %81, %84, %87, sizes = [1, 16, 1] : (tensor<2x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %89 = stablehlo.compare LT, %20, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = stablehlo.add %20, %c_6 : tensor<i32>
    %91 = stablehlo.select %89, %90, %20 : tensor<i1>, tensor<i32>
    %92 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %93 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %94 = stablehlo.select %92, %93, %c_5 : tensor<i1>, tensor<i32>
    %95 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %97 = stablehlo.select %95, %96, %c_5 : tensor<i1>, tensor<i32>
    %98 = stablehlo.dynamic_slice %iterArg_18, %91, %94, %97, sizes = [2, 4, 4] : (tensor<4x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4xf32>
    %99 = stablehlo.compare LT, %21, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = stablehlo.add %21, %c_7 : tensor<i32>
    %101 = stablehlo.select %99, %100, %21 : tensor<i1>, tensor<i32>
    %102 = stablehlo.compare LT, %22, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %103 = stablehlo.add %22, %c_6 : tensor<i32>
    %104 = stablehlo.select %102, %103, %22 : tensor<i1>, tensor<i32>
    %105 = stablehlo.compare LT, %23, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %106 = stablehlo.add %23, %c_2 : tensor<i32>
    %107 = stablehlo.select %105, %106, %23 : tensor<i1>, tensor<i32>
    %108 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %110 = stablehlo.select %108, %109, %c_5 : tensor<i1>, tensor<i32>
    %111 = stablehlo.dynamic_slice %iterArg_19, %101, %104, %107, %110, sizes = [1, 2, 16, 4] : (tensor<2x4x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %112 = stablehlo.compare LT, %24, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %113 = stablehlo.add %24, %c_7 : tensor<i32>
    %114 = stablehlo.select %112, %113, %24 : tensor<i1>, tensor<i32>
    %115 = stablehlo.compare LT, %25, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %25, %c_6 : tensor<i32>
    %117 = stablehlo.select %115, %116, %25 : tensor<i1>, tensor<i32>
    %118 = stablehlo.compare LT, %26, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %26, %c_6 : tensor<i32>
    %120 = stablehlo.select %118, %119, %26 : tensor<i1>, tensor<i32>
    %121 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %123 = stablehlo.select %121, %122, %c_5 : tensor<i1>, tensor<i32>
    %124 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %126 = stablehlo.select %124, %125, %c_5 : tensor<i1>, tensor<i32>
    %127 = stablehlo.dynamic_slice %iterArg_20, %114, %117, %120, %123, %126, sizes = [1, 2, 1, 8, 4] : (tensor<2x4x4x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x8x4xf32>
    %128 = stablehlo.compare EQ, %iterArg_12, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %129 = stablehlo.convert %128 : (tensor<i1>) -> tensor<i32>
    %130 = "stablehlo.case"(%129) ({
      stablehlo.return %iterArg_21 : tensor<2x8x4xf32>
    }, {
      %872 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      stablehlo.return %872 : tensor<2x8x4xf32>
    }) : (tensor<i32>) -> tensor<2x8x4xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [1, 3, 4] : (tensor<2x8x4xf32>) -> tensor<1x2x1x8x4xf32>
    %132 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %134 = stablehlo.select %132, %133, %c_5 : tensor<i1>, tensor<i32>
    %135 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = stablehlo.add %c_5, %c_7 : tensor<i32>
    %137 = stablehlo.select %135, %136, %c_5 : tensor<i1>, tensor<i32>
    %138 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %139 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %140 = stablehlo.select %138, %139, %c_5 : tensor<i1>, tensor<i32>
    %141 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %142 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %143 = stablehlo.select %141, %142, %c_5 : tensor<i1>, tensor<i32>
    %144 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %145 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %146 = stablehlo.select %144, %145, %c_5 : tensor<i1>, tensor<i32>
    %147 = stablehlo.dynamic_update_slice %127, %131, %134, %137, %140, %143, %146 : (tensor<1x2x1x8x4xf32>, tensor<1x2x1x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x8x4xf32>
    %148 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %149 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %150 = stablehlo.select %148, %149, %c_5 : tensor<i1>, tensor<i32>
    %151 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = stablehlo.add %c_5, %c_7 : tensor<i32>
    %153 = stablehlo.select %151, %152, %c_5 : tensor<i1>, tensor<i32>
    %154 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = stablehlo.add %c_5, %c_3 : tensor<i32>
    %156 = stablehlo.select %154, %155, %c_5 : tensor<i1>, tensor<i32>
    %157 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %159 = stablehlo.select %157, %158, %c_5 : tensor<i1>, tensor<i32>
    %160 = stablehlo.dynamic_slice %39, %150, %153, %156, %159, sizes = [1, 2, 16, 8] : (tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %162 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %163 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %164 = stablehlo.select %162, %163, %c_5 : tensor<i1>, tensor<i32>
    %165 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %166 = stablehlo.add %c_5, %c_7 : tensor<i32>
    %167 = stablehlo.select %165, %166, %c_5 : tensor<i1>, tensor<i32>
    %168 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = stablehlo.add %c_5, %c_3 : tensor<i32>
    %170 = stablehlo.select %168, %169, %c_5 : tensor<i1>, tensor<i32>
    %171 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %173 = stablehlo.select %171, %172, %c_5 : tensor<i1>, tensor<i32>
    %174 = stablehlo.dynamic_slice %52, %164, %167, %170, %173, sizes = [1, 2, 16, 8] : (tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %175 = stablehlo.reshape %174 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %176 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %178 = stablehlo.select %176, %177, %c_5 : tensor<i1>, tensor<i32>
    %179 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %c_5, %c_7 : tensor<i32>
    %181 = stablehlo.select %179, %180, %c_5 : tensor<i1>, tensor<i32>
    %182 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %c_5, %c_3 : tensor<i32>
    %184 = stablehlo.select %182, %183, %c_5 : tensor<i1>, tensor<i32>
    %185 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %187 = stablehlo.select %185, %186, %c_5 : tensor<i1>, tensor<i32>
    %188 = stablehlo.dynamic_slice %65, %178, %181, %184, %187, sizes = [1, 2, 16, 4] : (tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %189 = stablehlo.reshape %188 : (tensor<1x2x16x4xf32>) -> tensor<2x16x4xf32>
    %190 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %192 = stablehlo.select %190, %191, %c_5 : tensor<i1>, tensor<i32>
    %193 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %c_5, %c_7 : tensor<i32>
    %195 = stablehlo.select %193, %194, %c_5 : tensor<i1>, tensor<i32>
    %196 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %c_5, %c_3 : tensor<i32>
    %198 = stablehlo.select %196, %197, %c_5 : tensor<i1>, tensor<i32>
    %199 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %201 = stablehlo.select %199, %200, %c_5 : tensor<i1>, tensor<i32>
    %202 = stablehlo.dynamic_slice %78, %192, %195, %198, %201, sizes = [1, 2, 16, 1] : (tensor<1x2x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x1xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x2x16x1xf32>) -> tensor<2x16x1xf32>
    %204 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %205 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %206 = stablehlo.select %204, %205, %c_5 : tensor<i1>, tensor<i32>
    %207 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.add %c_5, %c_3 : tensor<i32>
    %209 = stablehlo.select %207, %208, %c_5 : tensor<i1>, tensor<i32>
    %210 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %212 = stablehlo.select %210, %211, %c_5 : tensor<i1>, tensor<i32>
    %213 = stablehlo.dynamic_slice %88, %206, %209, %212, sizes = [1, 16, 1] : (tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %215 = stablehlo.slice %161 [0:2, 0:1, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %217 = stablehlo.slice %175 [0:2, 0:1, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %219 = stablehlo.slice %189 [0:2, 0:1, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %220 = stablehlo.reshape %219 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %221 = stablehlo.slice %203 [0:2, 0:1, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %224 = stablehlo.slice %214 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %225 = stablehlo.slice %161 [0:2, 1:2, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %227 = stablehlo.slice %175 [0:2, 1:2, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %229 = stablehlo.slice %189 [0:2, 1:2, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %230 = stablehlo.reshape %229 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %231 = stablehlo.slice %203 [0:2, 1:2, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %232 = stablehlo.reshape %231 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %234 = stablehlo.slice %214 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %235 = stablehlo.slice %161 [0:2, 2:3, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %237 = stablehlo.slice %175 [0:2, 2:3, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %239 = stablehlo.slice %189 [0:2, 2:3, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %241 = stablehlo.slice %203 [0:2, 2:3, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %244 = stablehlo.slice %214 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %245 = stablehlo.slice %161 [0:2, 3:4, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %247 = stablehlo.slice %175 [0:2, 3:4, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %249 = stablehlo.slice %189 [0:2, 3:4, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %250 = stablehlo.reshape %249 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %251 = stablehlo.slice %203 [0:2, 3:4, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %252 = stablehlo.reshape %251 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %254 = stablehlo.slice %214 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %255 = stablehlo.slice %161 [0:2, 4:5, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %257 = stablehlo.slice %175 [0:2, 4:5, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %259 = stablehlo.slice %189 [0:2, 4:5, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %260 = stablehlo.reshape %259 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %261 = stablehlo.slice %203 [0:2, 4:5, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %264 = stablehlo.slice %214 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %265 = stablehlo.slice %161 [0:2, 5:6, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %267 = stablehlo.slice %175 [0:2, 5:6, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %269 = stablehlo.slice %189 [0:2, 5:6, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %270 = stablehlo.reshape %269 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %271 = stablehlo.slice %203 [0:2, 5:6, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %274 = stablehlo.slice %214 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %275 = stablehlo.slice %161 [0:2, 6:7, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %277 = stablehlo.slice %175 [0:2, 6:7, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %279 = stablehlo.slice %189 [0:2, 6:7, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %281 = stablehlo.slice %203 [0:2, 6:7, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %282 = stablehlo.reshape %281 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %284 = stablehlo.slice %214 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %285 = stablehlo.slice %161 [0:2, 7:8, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %287 = stablehlo.slice %175 [0:2, 7:8, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %288 = stablehlo.reshape %287 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %289 = stablehlo.slice %189 [0:2, 7:8, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %291 = stablehlo.slice %203 [0:2, 7:8, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %294 = stablehlo.slice %214 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %295 = stablehlo.slice %161 [0:2, 8:9, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %297 = stablehlo.slice %175 [0:2, 8:9, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %299 = stablehlo.slice %189 [0:2, 8:9, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %301 = stablehlo.slice %203 [0:2, 8:9, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %302 = stablehlo.reshape %301 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %304 = stablehlo.slice %214 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %305 = stablehlo.slice %161 [0:2, 9:10, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %306 = stablehlo.reshape %305 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %307 = stablehlo.slice %175 [0:2, 9:10, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %309 = stablehlo.slice %189 [0:2, 9:10, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %311 = stablehlo.slice %203 [0:2, 9:10, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %314 = stablehlo.slice %214 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %315 = stablehlo.slice %161 [0:2, 10:11, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %317 = stablehlo.slice %175 [0:2, 10:11, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %319 = stablehlo.slice %189 [0:2, 10:11, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %321 = stablehlo.slice %203 [0:2, 10:11, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %324 = stablehlo.slice %214 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %325 = stablehlo.slice %161 [0:2, 11:12, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %327 = stablehlo.slice %175 [0:2, 11:12, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %328 = stablehlo.reshape %327 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %329 = stablehlo.slice %189 [0:2, 11:12, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %331 = stablehlo.slice %203 [0:2, 11:12, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %334 = stablehlo.slice %214 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %335 = stablehlo.slice %161 [0:2, 12:13, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %337 = stablehlo.slice %175 [0:2, 12:13, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %339 = stablehlo.slice %189 [0:2, 12:13, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %340 = stablehlo.reshape %339 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %341 = stablehlo.slice %203 [0:2, 12:13, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %342 = stablehlo.reshape %341 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %344 = stablehlo.slice %214 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %345 = stablehlo.slice %161 [0:2, 13:14, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %346 = stablehlo.reshape %345 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %347 = stablehlo.slice %175 [0:2, 13:14, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %349 = stablehlo.slice %189 [0:2, 13:14, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %350 = stablehlo.reshape %349 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %351 = stablehlo.slice %203 [0:2, 13:14, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %354 = stablehlo.slice %214 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %355 = stablehlo.slice %161 [0:2, 14:15, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %356 = stablehlo.reshape %355 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %357 = stablehlo.slice %175 [0:2, 14:15, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %359 = stablehlo.slice %189 [0:2, 14:15, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %361 = stablehlo.slice %203 [0:2, 14:15, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %362 = stablehlo.reshape %361 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %364 = stablehlo.slice %214 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %365 = stablehlo.slice %161 [0:2, 15:16, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %367 = stablehlo.slice %175 [0:2, 15:16, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %368 = stablehlo.reshape %367 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %369 = stablehlo.slice %189 [0:2, 15:16, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %370 = stablehlo.reshape %369 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %371 = stablehlo.slice %203 [0:2, 15:16, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %374 = stablehlo.slice %214 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %375 = stablehlo.broadcast_in_dim %224, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %377 = stablehlo.multiply %130, %376 : tensor<2x8x4xf32>
    %378 = stablehlo.dot_general %377, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %379 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %380 = stablehlo.broadcast_in_dim %220, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %381 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %382 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<2x8x4xf32>
    %384 = stablehlo.add %378, %383 : tensor<2x8x4xf32>
    %385 = stablehlo.tanh %384 : tensor<2x8x4xf32>
    %386 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %387 = stablehlo.multiply %386, %377 : tensor<2x8x4xf32>
    %388 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %389 = stablehlo.subtract %388, %223 : tensor<2x1x1xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %391 = stablehlo.multiply %390, %385 : tensor<2x8x4xf32>
    %392 = stablehlo.add %387, %391 : tensor<2x8x4xf32>
    %393 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %395 = stablehlo.multiply %394, %392 : tensor<2x8x4xf32>
    %396 = stablehlo.reduce(%395 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %397 = stablehlo.broadcast_in_dim %234, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %399 = stablehlo.multiply %392, %398 : tensor<2x8x4xf32>
    %400 = stablehlo.dot_general %399, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %401 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %402 = stablehlo.broadcast_in_dim %230, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %403 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %404 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<2x8x4xf32>
    %406 = stablehlo.add %400, %405 : tensor<2x8x4xf32>
    %407 = stablehlo.tanh %406 : tensor<2x8x4xf32>
    %408 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %409 = stablehlo.multiply %408, %399 : tensor<2x8x4xf32>
    %410 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %411 = stablehlo.subtract %410, %233 : tensor<2x1x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %413 = stablehlo.multiply %412, %407 : tensor<2x8x4xf32>
    %414 = stablehlo.add %409, %413 : tensor<2x8x4xf32>
    %415 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %417 = stablehlo.multiply %416, %414 : tensor<2x8x4xf32>
    %418 = stablehlo.reduce(%417 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %419 = stablehlo.broadcast_in_dim %244, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %421 = stablehlo.multiply %414, %420 : tensor<2x8x4xf32>
    %422 = stablehlo.dot_general %421, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %423 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %424 = stablehlo.broadcast_in_dim %240, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %425 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %426 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %427 = stablehlo.multiply %425, %426 : tensor<2x8x4xf32>
    %428 = stablehlo.add %422, %427 : tensor<2x8x4xf32>
    %429 = stablehlo.tanh %428 : tensor<2x8x4xf32>
    %430 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %431 = stablehlo.multiply %430, %421 : tensor<2x8x4xf32>
    %432 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %433 = stablehlo.subtract %432, %243 : tensor<2x1x1xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %435 = stablehlo.multiply %434, %429 : tensor<2x8x4xf32>
    %436 = stablehlo.add %431, %435 : tensor<2x8x4xf32>
    %437 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %439 = stablehlo.multiply %438, %436 : tensor<2x8x4xf32>
    %440 = stablehlo.reduce(%439 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %441 = stablehlo.broadcast_in_dim %254, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %443 = stablehlo.multiply %436, %442 : tensor<2x8x4xf32>
    %444 = stablehlo.dot_general %443, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %445 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %446 = stablehlo.broadcast_in_dim %250, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %447 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %448 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %449 = stablehlo.multiply %447, %448 : tensor<2x8x4xf32>
    %450 = stablehlo.add %444, %449 : tensor<2x8x4xf32>
    %451 = stablehlo.tanh %450 : tensor<2x8x4xf32>
    %452 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %453 = stablehlo.multiply %452, %443 : tensor<2x8x4xf32>
    %454 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %455 = stablehlo.subtract %454, %253 : tensor<2x1x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %457 = stablehlo.multiply %456, %451 : tensor<2x8x4xf32>
    %458 = stablehlo.add %453, %457 : tensor<2x8x4xf32>
    %459 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %461 = stablehlo.multiply %460, %458 : tensor<2x8x4xf32>
    %462 = stablehlo.reduce(%461 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %463 = stablehlo.broadcast_in_dim %264, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %465 = stablehlo.multiply %458, %464 : tensor<2x8x4xf32>
    %466 = stablehlo.dot_general %465, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %467 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %468 = stablehlo.broadcast_in_dim %260, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %469 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %470 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %471 = stablehlo.multiply %469, %470 : tensor<2x8x4xf32>
    %472 = stablehlo.add %466, %471 : tensor<2x8x4xf32>
    %473 = stablehlo.tanh %472 : tensor<2x8x4xf32>
    %474 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %475 = stablehlo.multiply %474, %465 : tensor<2x8x4xf32>
    %476 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %477 = stablehlo.subtract %476, %263 : tensor<2x1x1xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %479 = stablehlo.multiply %478, %473 : tensor<2x8x4xf32>
    %480 = stablehlo.add %475, %479 : tensor<2x8x4xf32>
    %481 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %483 = stablehlo.multiply %482, %480 : tensor<2x8x4xf32>
    %484 = stablehlo.reduce(%483 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %485 = stablehlo.broadcast_in_dim %274, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %487 = stablehlo.multiply %480, %486 : tensor<2x8x4xf32>
    %488 = stablehlo.dot_general %487, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %489 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %490 = stablehlo.broadcast_in_dim %270, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %491 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %492 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %493 = stablehlo.multiply %491, %492 : tensor<2x8x4xf32>
    %494 = stablehlo.add %488, %493 : tensor<2x8x4xf32>
    %495 = stablehlo.tanh %494 : tensor<2x8x4xf32>
    %496 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %497 = stablehlo.multiply %496, %487 : tensor<2x8x4xf32>
    %498 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %499 = stablehlo.subtract %498, %273 : tensor<2x1x1xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %501 = stablehlo.multiply %500, %495 : tensor<2x8x4xf32>
    %502 = stablehlo.add %497, %501 : tensor<2x8x4xf32>
    %503 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %505 = stablehlo.multiply %504, %502 : tensor<2x8x4xf32>
    %506 = stablehlo.reduce(%505 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %507 = stablehlo.broadcast_in_dim %284, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %509 = stablehlo.multiply %502, %508 : tensor<2x8x4xf32>
    %510 = stablehlo.dot_general %509, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %511 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %512 = stablehlo.broadcast_in_dim %280, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %513 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %514 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %515 = stablehlo.multiply %513, %514 : tensor<2x8x4xf32>
    %516 = stablehlo.add %510, %515 : tensor<2x8x4xf32>
    %517 = stablehlo.tanh %516 : tensor<2x8x4xf32>
    %518 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %519 = stablehlo.multiply %518, %509 : tensor<2x8x4xf32>
    %520 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %521 = stablehlo.subtract %520, %283 : tensor<2x1x1xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %523 = stablehlo.multiply %522, %517 : tensor<2x8x4xf32>
    %524 = stablehlo.add %519, %523 : tensor<2x8x4xf32>
    %525 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %527 = stablehlo.multiply %526, %524 : tensor<2x8x4xf32>
    %528 = stablehlo.reduce(%527 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %529 = stablehlo.broadcast_in_dim %294, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %531 = stablehlo.multiply %524, %530 : tensor<2x8x4xf32>
    %532 = stablehlo.dot_general %531, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %533 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %534 = stablehlo.broadcast_in_dim %290, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %535 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %536 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<2x8x4xf32>
    %538 = stablehlo.add %532, %537 : tensor<2x8x4xf32>
    %539 = stablehlo.tanh %538 : tensor<2x8x4xf32>
    %540 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %541 = stablehlo.multiply %540, %531 : tensor<2x8x4xf32>
    %542 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %543 = stablehlo.subtract %542, %293 : tensor<2x1x1xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %545 = stablehlo.multiply %544, %539 : tensor<2x8x4xf32>
    %546 = stablehlo.add %541, %545 : tensor<2x8x4xf32>
    %547 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %549 = stablehlo.multiply %548, %546 : tensor<2x8x4xf32>
    %550 = stablehlo.reduce(%549 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %551 = stablehlo.broadcast_in_dim %304, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %553 = stablehlo.multiply %546, %552 : tensor<2x8x4xf32>
    %554 = stablehlo.dot_general %553, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %555 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %556 = stablehlo.broadcast_in_dim %300, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %557 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %558 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %559 = stablehlo.multiply %557, %558 : tensor<2x8x4xf32>
    %560 = stablehlo.add %554, %559 : tensor<2x8x4xf32>
    %561 = stablehlo.tanh %560 : tensor<2x8x4xf32>
    %562 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %563 = stablehlo.multiply %562, %553 : tensor<2x8x4xf32>
    %564 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %565 = stablehlo.subtract %564, %303 : tensor<2x1x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %567 = stablehlo.multiply %566, %561 : tensor<2x8x4xf32>
    %568 = stablehlo.add %563, %567 : tensor<2x8x4xf32>
    %569 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %571 = stablehlo.multiply %570, %568 : tensor<2x8x4xf32>
    %572 = stablehlo.reduce(%571 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %573 = stablehlo.broadcast_in_dim %314, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %575 = stablehlo.multiply %568, %574 : tensor<2x8x4xf32>
    %576 = stablehlo.dot_general %575, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %577 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %578 = stablehlo.broadcast_in_dim %310, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %579 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %580 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %581 = stablehlo.multiply %579, %580 : tensor<2x8x4xf32>
    %582 = stablehlo.add %576, %581 : tensor<2x8x4xf32>
    %583 = stablehlo.tanh %582 : tensor<2x8x4xf32>
    %584 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %585 = stablehlo.multiply %584, %575 : tensor<2x8x4xf32>
    %586 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %587 = stablehlo.subtract %586, %313 : tensor<2x1x1xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %589 = stablehlo.multiply %588, %583 : tensor<2x8x4xf32>
    %590 = stablehlo.add %585, %589 : tensor<2x8x4xf32>
    %591 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %593 = stablehlo.multiply %592, %590 : tensor<2x8x4xf32>
    %594 = stablehlo.reduce(%593 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %595 = stablehlo.broadcast_in_dim %324, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %597 = stablehlo.multiply %590, %596 : tensor<2x8x4xf32>
    %598 = stablehlo.dot_general %597, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %599 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %600 = stablehlo.broadcast_in_dim %320, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %601 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %602 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<2x8x4xf32>
    %604 = stablehlo.add %598, %603 : tensor<2x8x4xf32>
    %605 = stablehlo.tanh %604 : tensor<2x8x4xf32>
    %606 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %607 = stablehlo.multiply %606, %597 : tensor<2x8x4xf32>
    %608 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %609 = stablehlo.subtract %608, %323 : tensor<2x1x1xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %611 = stablehlo.multiply %610, %605 : tensor<2x8x4xf32>
    %612 = stablehlo.add %607, %611 : tensor<2x8x4xf32>
    %613 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %615 = stablehlo.multiply %614, %612 : tensor<2x8x4xf32>
    %616 = stablehlo.reduce(%615 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %617 = stablehlo.broadcast_in_dim %334, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %619 = stablehlo.multiply %612, %618 : tensor<2x8x4xf32>
    %620 = stablehlo.dot_general %619, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %621 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %622 = stablehlo.broadcast_in_dim %330, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %623 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %624 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<2x8x4xf32>
    %626 = stablehlo.add %620, %625 : tensor<2x8x4xf32>
    %627 = stablehlo.tanh %626 : tensor<2x8x4xf32>
    %628 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %629 = stablehlo.multiply %628, %619 : tensor<2x8x4xf32>
    %630 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %631 = stablehlo.subtract %630, %333 : tensor<2x1x1xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %633 = stablehlo.multiply %632, %627 : tensor<2x8x4xf32>
    %634 = stablehlo.add %629, %633 : tensor<2x8x4xf32>
    %635 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %637 = stablehlo.multiply %636, %634 : tensor<2x8x4xf32>
    %638 = stablehlo.reduce(%637 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %639 = stablehlo.broadcast_in_dim %344, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %641 = stablehlo.multiply %634, %640 : tensor<2x8x4xf32>
    %642 = stablehlo.dot_general %641, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %643 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %644 = stablehlo.broadcast_in_dim %340, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %645 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %646 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<2x8x4xf32>
    %648 = stablehlo.add %642, %647 : tensor<2x8x4xf32>
    %649 = stablehlo.tanh %648 : tensor<2x8x4xf32>
    %650 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %651 = stablehlo.multiply %650, %641 : tensor<2x8x4xf32>
    %652 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %653 = stablehlo.subtract %652, %343 : tensor<2x1x1xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %655 = stablehlo.multiply %654, %649 : tensor<2x8x4xf32>
    %656 = stablehlo.add %651, %655 : tensor<2x8x4xf32>
    %657 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %659 = stablehlo.multiply %658, %656 : tensor<2x8x4xf32>
    %660 = stablehlo.reduce(%659 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %661 = stablehlo.broadcast_in_dim %354, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %663 = stablehlo.multiply %656, %662 : tensor<2x8x4xf32>
    %664 = stablehlo.dot_general %663, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %665 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %666 = stablehlo.broadcast_in_dim %350, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %667 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %668 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %669 = stablehlo.multiply %667, %668 : tensor<2x8x4xf32>
    %670 = stablehlo.add %664, %669 : tensor<2x8x4xf32>
    %671 = stablehlo.tanh %670 : tensor<2x8x4xf32>
    %672 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %673 = stablehlo.multiply %672, %663 : tensor<2x8x4xf32>
    %674 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %675 = stablehlo.subtract %674, %353 : tensor<2x1x1xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %677 = stablehlo.multiply %676, %671 : tensor<2x8x4xf32>
    %678 = stablehlo.add %673, %677 : tensor<2x8x4xf32>
    %679 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %681 = stablehlo.multiply %680, %678 : tensor<2x8x4xf32>
    %682 = stablehlo.reduce(%681 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %683 = stablehlo.broadcast_in_dim %364, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %685 = stablehlo.multiply %678, %684 : tensor<2x8x4xf32>
    %686 = stablehlo.dot_general %685, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %687 = stablehlo.broadcast_in_dim %358, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %688 = stablehlo.broadcast_in_dim %360, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %689 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %690 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %691 = stablehlo.multiply %689, %690 : tensor<2x8x4xf32>
    %692 = stablehlo.add %686, %691 : tensor<2x8x4xf32>
    %693 = stablehlo.tanh %692 : tensor<2x8x4xf32>
    %694 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %695 = stablehlo.multiply %694, %685 : tensor<2x8x4xf32>
    %696 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %697 = stablehlo.subtract %696, %363 : tensor<2x1x1xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %699 = stablehlo.multiply %698, %693 : tensor<2x8x4xf32>
    %700 = stablehlo.add %695, %699 : tensor<2x8x4xf32>
    %701 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %703 = stablehlo.multiply %702, %700 : tensor<2x8x4xf32>
    %704 = stablehlo.reduce(%703 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %705 = stablehlo.broadcast_in_dim %374, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %707 = stablehlo.multiply %700, %706 : tensor<2x8x4xf32>
    %708 = stablehlo.dot_general %707, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %709 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %710 = stablehlo.broadcast_in_dim %370, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %711 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %712 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %713 = stablehlo.multiply %711, %712 : tensor<2x8x4xf32>
    %714 = stablehlo.add %708, %713 : tensor<2x8x4xf32>
    %715 = stablehlo.tanh %714 : tensor<2x8x4xf32>
    %716 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %717 = stablehlo.multiply %716, %707 : tensor<2x8x4xf32>
    %718 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %719 = stablehlo.subtract %718, %373 : tensor<2x1x1xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %721 = stablehlo.multiply %720, %715 : tensor<2x8x4xf32>
    %722 = stablehlo.add %717, %721 : tensor<2x8x4xf32>
    %723 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %725 = stablehlo.multiply %724, %722 : tensor<2x8x4xf32>
    %726 = stablehlo.reduce(%725 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %727 = stablehlo.broadcast_in_dim %396, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %728 = stablehlo.broadcast_in_dim %418, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %729 = stablehlo.broadcast_in_dim %440, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %730 = stablehlo.broadcast_in_dim %462, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %731 = stablehlo.broadcast_in_dim %484, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %732 = stablehlo.broadcast_in_dim %506, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %733 = stablehlo.broadcast_in_dim %528, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %734 = stablehlo.broadcast_in_dim %550, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %735 = stablehlo.broadcast_in_dim %572, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %736 = stablehlo.broadcast_in_dim %594, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %737 = stablehlo.broadcast_in_dim %616, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %738 = stablehlo.broadcast_in_dim %638, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %739 = stablehlo.broadcast_in_dim %660, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %740 = stablehlo.broadcast_in_dim %682, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %741 = stablehlo.broadcast_in_dim %704, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %742 = stablehlo.broadcast_in_dim %726, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %743 = stablehlo.concatenate %727, %728, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %742, dim = 1 : (tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x16x4xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [1, 2, 3] : (tensor<2x16x4xf32>) -> tensor<1x2x16x4xf32>
    %745 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %746 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %747 = stablehlo.select %745, %746, %c_5 : tensor<i1>, tensor<i32>
    %748 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %749 = stablehlo.add %c_5, %c_7 : tensor<i32>
    %750 = stablehlo.select %748, %749, %c_5 : tensor<i1>, tensor<i32>
    %751 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %752 = stablehlo.add %c_5, %c_3 : tensor<i32>
    %753 = stablehlo.select %751, %752, %c_5 : tensor<i1>, tensor<i32>
    %754 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %755 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %756 = stablehlo.select %754, %755, %c_5 : tensor<i1>, tensor<i32>
    %757 = stablehlo.dynamic_update_slice %111, %744, %747, %750, %753, %756 : (tensor<1x2x16x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %758 = stablehlo.compare LT, %6, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %759 = stablehlo.add %6, %c_7 : tensor<i32>
    %760 = stablehlo.select %758, %759, %6 : tensor<i1>, tensor<i32>
    %761 = stablehlo.compare LT, %7, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %762 = stablehlo.add %7, %c_6 : tensor<i32>
    %763 = stablehlo.select %761, %762, %7 : tensor<i1>, tensor<i32>
    %764 = stablehlo.compare LT, %8, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %765 = stablehlo.add %8, %c_2 : tensor<i32>
    %766 = stablehlo.select %764, %765, %8 : tensor<i1>, tensor<i32>
    %767 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %768 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %769 = stablehlo.select %767, %768, %c_5 : tensor<i1>, tensor<i32>
    %770 = stablehlo.dynamic_update_slice %iterArg_13, %39, %760, %763, %766, %769 : (tensor<2x4x64x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x8xf32>
    %771 = stablehlo.compare LT, %9, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %772 = stablehlo.add %9, %c_7 : tensor<i32>
    %773 = stablehlo.select %771, %772, %9 : tensor<i1>, tensor<i32>
    %774 = stablehlo.compare LT, %10, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %775 = stablehlo.add %10, %c_6 : tensor<i32>
    %776 = stablehlo.select %774, %775, %10 : tensor<i1>, tensor<i32>
    %777 = stablehlo.compare LT, %11, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %778 = stablehlo.add %11, %c_2 : tensor<i32>
    %779 = stablehlo.select %777, %778, %11 : tensor<i1>, tensor<i32>
    %780 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %781 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %782 = stablehlo.select %780, %781, %c_5 : tensor<i1>, tensor<i32>
    %783 = stablehlo.dynamic_update_slice %iterArg_14, %52, %773, %776, %779, %782 : (tensor<2x4x64x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x8xf32>
    %784 = stablehlo.compare LT, %12, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %785 = stablehlo.add %12, %c_7 : tensor<i32>
    %786 = stablehlo.select %784, %785, %12 : tensor<i1>, tensor<i32>
    %787 = stablehlo.compare LT, %13, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %788 = stablehlo.add %13, %c_6 : tensor<i32>
    %789 = stablehlo.select %787, %788, %13 : tensor<i1>, tensor<i32>
    %790 = stablehlo.compare LT, %14, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %791 = stablehlo.add %14, %c_2 : tensor<i32>
    %792 = stablehlo.select %790, %791, %14 : tensor<i1>, tensor<i32>
    %793 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %794 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %795 = stablehlo.select %793, %794, %c_5 : tensor<i1>, tensor<i32>
    %796 = stablehlo.dynamic_update_slice %iterArg_15, %65, %786, %789, %792, %795 : (tensor<2x4x64x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x4xf32>
    %797 = stablehlo.compare LT, %15, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %798 = stablehlo.add %15, %c_7 : tensor<i32>
    %799 = stablehlo.select %797, %798, %15 : tensor<i1>, tensor<i32>
    %800 = stablehlo.compare LT, %16, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %801 = stablehlo.add %16, %c_6 : tensor<i32>
    %802 = stablehlo.select %800, %801, %16 : tensor<i1>, tensor<i32>
    %803 = stablehlo.compare LT, %17, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %804 = stablehlo.add %17, %c_2 : tensor<i32>
    %805 = stablehlo.select %803, %804, %17 : tensor<i1>, tensor<i32>
    %806 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %807 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %808 = stablehlo.select %806, %807, %c_5 : tensor<i1>, tensor<i32>
    %809 = stablehlo.dynamic_update_slice %iterArg_16, %78, %799, %802, %805, %808 : (tensor<2x4x64x1xf32>, tensor<1x2x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x1xf32>
    %810 = stablehlo.compare LT, %18, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %811 = stablehlo.add %18, %c_7 : tensor<i32>
    %812 = stablehlo.select %810, %811, %18 : tensor<i1>, tensor<i32>
    %813 = stablehlo.compare LT, %19, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %814 = stablehlo.add %19, %c_2 : tensor<i32>
    %815 = stablehlo.select %813, %814, %19 : tensor<i1>, tensor<i32>
    %816 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %817 = stablehlo.add %c_5, %c_4 : tensor<i32>
    %818 = stablehlo.select %816, %817, %c_5 : tensor<i1>, tensor<i32>
    %819 = stablehlo.dynamic_update_slice %iterArg_17, %88, %812, %815, %818 : (tensor<2x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x1xf32>
    %820 = stablehlo.compare LT, %20, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %821 = stablehlo.add %20, %c_6 : tensor<i32>
    %822 = stablehlo.select %820, %821, %20 : tensor<i1>, tensor<i32>
    %823 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %824 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %825 = stablehlo.select %823, %824, %c_5 : tensor<i1>, tensor<i32>
    %826 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %827 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %828 = stablehlo.select %826, %827, %c_5 : tensor<i1>, tensor<i32>
    %829 = stablehlo.dynamic_update_slice %iterArg_18, %98, %822, %825, %828 : (tensor<4x4x4xf32>, tensor<2x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x4xf32>
    %830 = stablehlo.compare LT, %21, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %831 = stablehlo.add %21, %c_7 : tensor<i32>
    %832 = stablehlo.select %830, %831, %21 : tensor<i1>, tensor<i32>
    %833 = stablehlo.compare LT, %22, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %834 = stablehlo.add %22, %c_6 : tensor<i32>
    %835 = stablehlo.select %833, %834, %22 : tensor<i1>, tensor<i32>
    %836 = stablehlo.compare LT, %23, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %837 = stablehlo.add %23, %c_2 : tensor<i32>
    %838 = stablehlo.select %836, %837, %23 : tensor<i1>, tensor<i32>
    %839 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %840 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %841 = stablehlo.select %839, %840, %c_5 : tensor<i1>, tensor<i32>
    %842 = stablehlo.dynamic_update_slice %iterArg_19, %757, %832, %835, %838, %841 : (tensor<2x4x64x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x4xf32>
    %843 = stablehlo.compare LT, %24, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %844 = stablehlo.add %24, %c_7 : tensor<i32>
    %845 = stablehlo.select %843, %844, %24 : tensor<i1>, tensor<i32>
    %846 = stablehlo.compare LT, %25, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %847 = stablehlo.add %25, %c_6 : tensor<i32>
    %848 = stablehlo.select %846, %847, %25 : tensor<i1>, tensor<i32>
    %849 = stablehlo.compare LT, %26, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %850 = stablehlo.add %26, %c_6 : tensor<i32>
    %851 = stablehlo.select %849, %850, %26 : tensor<i1>, tensor<i32>
    %852 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %853 = stablehlo.add %c_5, %c_1 : tensor<i32>
    %854 = stablehlo.select %852, %853, %c_5 : tensor<i1>, tensor<i32>
    %855 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %856 = stablehlo.add %c_5, %c_6 : tensor<i32>
    %857 = stablehlo.select %855, %856, %c_5 : tensor<i1>, tensor<i32>
    %858 = stablehlo.dynamic_update_slice %iterArg_20, %147, %845, %848, %851, %854, %857 : (tensor<2x4x4x8x4xf32>, tensor<1x2x1x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x8x4xf32>
    %859 = stablehlo.add %iterArg_9, %c_4 : tensor<i32>
    %860 = stablehlo.add %iterArg_12, %c_4 : tensor<i32>
    %861 = func.call @namtrain_m2rnn_tiny_cpu_b2_fwd___where(%c, %860, %iterArg_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %862 = stablehlo.compare EQ, %861, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %863 = func.call @namtrain_m2rnn_tiny_cpu_b2_fwd___where_0(%862, %c_5, %861) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %864 = stablehlo.add %iterArg_11, %c_4 : tensor<i32>
    %865 = func.call @namtrain_m2rnn_tiny_cpu_b2_fwd___where(%862, %864, %iterArg_11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %866 = stablehlo.compare EQ, %865, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %867 = func.call @namtrain_m2rnn_tiny_cpu_b2_fwd___where_0(%866, %c_5, %865) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %868 = stablehlo.add %iterArg_10, %c_4 : tensor<i32>
    %869 = func.call @namtrain_m2rnn_tiny_cpu_b2_fwd___where(%866, %868, %iterArg_10) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %870 = stablehlo.compare EQ, %869, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %871 = func.call @namtrain_m2rnn_tiny_cpu_b2_fwd___where_0(%870, %c_5, %869) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %859, %871, %867, %863, %770, %783, %796, %809, %819, %829, %842, %858, %722 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x64x1xf32>, tensor<4x4x4xf32>, tensor<2x4x64x4xf32>, tensor<2x4x4x8x4xf32>, tensor<2x8x4xf32>
  }
  return %5#11, %5#12 : tensor<2x4x64x4xf32>, tensor<2x4x4x8x4xf32>
}
func.func private @namtrain_m2rnn_tiny_cpu_b2_fwd___where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_m2rnn_tiny_cpu_b2_fwd___where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
