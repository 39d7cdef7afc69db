func.func private @namtrain_m2rnn_tiny_cpu_b2_bwd(%arg0: tensor<2x4x64x8xf32>, %arg1: tensor<2x4x64x8xf32>, %arg2: tensor<2x4x64x4xf32>, %arg3: tensor<2x4x64x1xf32>, %arg4: tensor<2x64x1xf32>, %arg5: tensor<4x4x4xf32>, %arg6: tensor<2x4x4x8x4xf32>, %arg7: tensor<2x4x64x4xf32>) -> (tensor<2x4x64x8xf32> {jax.result_info = "result[0]"}, tensor<2x4x64x8xf32> {jax.result_info = "result[1]"}, tensor<2x4x64x4xf32> {jax.result_info = "result[2]"}, tensor<2x4x64x1xf32> {jax.result_info = "result[3]"}, tensor<2x4x4x4xf32> {jax.result_info = "result[4]"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_1 = stablehlo.constant dense<8> : tensor<i32>
  %c_2 = stablehlo.constant dense<64> : tensor<i32>
  %c_3 = stablehlo.constant dense<16> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %c_5 = stablehlo.constant dense<3> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<4> : tensor<i32>
  %c_8 = stablehlo.constant dense<2> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %0 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x64x8xf32>
  %1 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x64x8xf32>
  %2 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x64x4xf32>
  %3 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x64x1xf32>
  %4 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4x4xf32>
  %5 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
  %6 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
  %7 = stablehlo.multiply %c_8, %c_8 : tensor<i32>
  %8 = stablehlo.multiply %7, %c_7 : tensor<i32>
  %9:20 = stablehlo.while(%iterArg = %8, %iterArg_10 = %c_6, %iterArg_11 = %c_6, %iterArg_12 = %c_6, %iterArg_13 = %c_6, %iterArg_14 = %arg0, %iterArg_15 = %arg1, %iterArg_16 = %arg2, %iterArg_17 = %arg3, %iterArg_18 = %arg4, %iterArg_19 = %arg5, %iterArg_20 = %arg6, %iterArg_21 = %arg7, %iterArg_22 = %0, %iterArg_23 = %1, %iterArg_24 = %2, %iterArg_25 = %3, %iterArg_26 = %4, %iterArg_27 = %5, %iterArg_28 = %6) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x64x1xf32>, tensor<4x4x4xf32>, tensor<2x4x4x8x4xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x4x4x4xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>
  cond {
    %10 = stablehlo.convert %iterArg : tensor<i32>
    %11 = stablehlo.compare LT, %iterArg_10, %10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %11 : tensor<i1>
  } do {
    %10 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %11 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %12 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %13 = stablehlo.multiply %c_3, %10 : tensor<i32>
    %14 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %15 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %16 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %17 = stablehlo.multiply %c_3, %14 : tensor<i32>
    %18 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %19 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %20 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %21 = stablehlo.multiply %c_3, %18 : tensor<i32>
    %22 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %23 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %24 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %25 = stablehlo.multiply %c_3, %22 : tensor<i32>
    %26 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %27 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %28 = stablehlo.multiply %c_3, %26 : tensor<i32>
    %29 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %30 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %31 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %32 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %33 = stablehlo.multiply %c_4, %30 : tensor<i32>
    %34 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %35 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %36 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %37 = stablehlo.multiply %c_3, %34 : tensor<i32>
    %38 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %39 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %40 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %41 = stablehlo.multiply %c_3, %38 : tensor<i32>
    %42 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %43 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %44 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %45 = stablehlo.multiply %c_3, %42 : tensor<i32>
    %46 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %47 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %48 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %49 = stablehlo.multiply %c_3, %46 : tensor<i32>
    %50 = stablehlo.subtract %c_5, %iterArg_13 : tensor<i32>
    %51 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %52 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %53 = stablehlo.multiply %c_3, %50 : tensor<i32>
    %54 = stablehlo.multiply %c_4, %iterArg_11 : tensor<i32>
    %55 = stablehlo.multiply %c_8, %iterArg_12 : tensor<i32>
    %56 = stablehlo.compare LT, %11, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = stablehlo.add %11, %c_8 : tensor<i32>
    %58 = stablehlo.select %56, %57, %11 : tensor<i1>, tensor<i32>
    %59 = stablehlo.compare LT, %12, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %60 = stablehlo.add %12, %c_7 : tensor<i32>
    %61 = stablehlo.select %59, %60, %12 : tensor<i1>, tensor<i32>
    %62 = stablehlo.compare LT, %13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %63 = stablehlo.add %13, %c_2 : tensor<i32>
    %64 = stablehlo.select %62, %63, %13 : tensor<i1>, tensor<i32>
    %65 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %66 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %67 = stablehlo.select %65, %66, %c_6 : tensor<i1>, tensor<i32>
    %68 = stablehlo.dynamic_slice %iterArg_14, %58, %61, %64, %67, sizes = [1, 2, 16, 8] : (tensor<2x4x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %69 = stablehlo.compare LT, %15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %70 = stablehlo.add %15, %c_8 : tensor<i32>
    %71 = stablehlo.select %69, %70, %15 : tensor<i1>, tensor<i32>
    %72 = stablehlo.compare LT, %16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %73 = stablehlo.add %16, %c_7 : tensor<i32>
    %74 = stablehlo.select %72, %73, %16 : tensor<i1>, tensor<i32>
    %75 = stablehlo.compare LT, %17, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = stablehlo.add %17, %c_2 : tensor<i32>
    %77 = stablehlo.select %75, %76, %17 : tensor<i1>, tensor<i32>
    %78 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %79 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %80 = stablehlo.select %78, %79, %c_6 : tensor<i1>, tensor<i32>
    %81 = stablehlo.dynamic_slice %iterArg_15, %71, %74, %77, %80, sizes = [1, 2, 16, 8] : (tensor<2x4x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %82 = stablehlo.compare LT, %19, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %83 = stablehlo.add %19, %c_8 : tensor<i32>
    %84 = stablehlo.select %82, %83, %19 : tensor<i1>, tensor<i32>
    %85 = stablehlo.compare LT, %20, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = stablehlo.add %20, %c_7 : tensor<i32>
    %87 = stablehlo.select %85, %86, %20 : tensor<i1>, tensor<i32>
    %88 = stablehlo.compare LT, %21, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %89 = stablehlo.add %21, %c_2 : tensor<i32>
    %90 = stablehlo.select %88, %89, %21 : tensor<i1>, tensor<i32>
    %91 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_6 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %iterArg_16, %84, %87, %90, %93, sizes = [1, 2, 16, 4] : (tensor<2x4x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %95 = stablehlo.compare LT, %23, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = stablehlo.add %23, %c_8 : tensor<i32>
    %97 = stablehlo.select %95, %96, %23 : tensor<i1>, tensor<i32>
    %98 = stablehlo.compare LT, %24, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %99 = stablehlo.add %24, %c_7 : tensor<i32>
    %100 = stablehlo.select %98, %99, %24 : tensor<i1>, tensor<i32>
    %101 = stablehlo.compare LT, %25, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = stablehlo.add %25, %c_2 : tensor<i32>
    %103 = stablehlo.select %101, %102, %25 : tensor<i1>, tensor<i32>
    %104 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %106 = stablehlo.select %104, %105, %c_6 : tensor<i1>, tensor<i32>
    %107 = stablehlo.dynamic_slice %iterArg_17, %97, %100, %103, %106, sizes = [1, 2, 16, 1] : (tensor<2x4x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x1xf32>
    %108 = stablehlo.compare LT, %27, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %27, %c_8 : tensor<i32>
    %110 = stablehlo.select %108, %109, %27 : tensor<i1>, tensor<i32>
    %111 = stablehlo.compare LT, %28, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %28, %c_2 : tensor<i32>
    %113 = stablehlo.select %111, %112, %28 : tensor<i1>, tensor<i32>
    %114 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %116 = stablehlo.select %114, %115, %c_6 : tensor<i1>, tensor<i32>
    %117 = stablehlo.dynamic_slice %iterArg_18, %110, %113, %116, sizes = [1, 16, 1] : (tensor<2x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %118 = stablehlo.compare LT, %29, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %29, %c_7 : tensor<i32>
    %120 = stablehlo.select %118, %119, %29 : tensor<i1>, tensor<i32>
    %121 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %123 = stablehlo.select %121, %122, %c_6 : tensor<i1>, tensor<i32>
    %124 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %126 = stablehlo.select %124, %125, %c_6 : tensor<i1>, tensor<i32>
    %127 = stablehlo.dynamic_slice %iterArg_19, %120, %123, %126, sizes = [2, 4, 4] : (tensor<4x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4xf32>
    %128 = stablehlo.compare LT, %31, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %129 = stablehlo.add %31, %c_8 : tensor<i32>
    %130 = stablehlo.select %128, %129, %31 : tensor<i1>, tensor<i32>
    %131 = stablehlo.compare LT, %32, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %32, %c_7 : tensor<i32>
    %133 = stablehlo.select %131, %132, %32 : tensor<i1>, tensor<i32>
    %134 = stablehlo.compare LT, %33, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %135 = stablehlo.add %33, %c_7 : tensor<i32>
    %136 = stablehlo.select %134, %135, %33 : tensor<i1>, tensor<i32>
    %137 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %139 = stablehlo.select %137, %138, %c_6 : tensor<i1>, tensor<i32>
    %140 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %142 = stablehlo.select %140, %141, %c_6 : tensor<i1>, tensor<i32>
    %143 = stablehlo.dynamic_slice %iterArg_20, %130, %133, %136, %139, %142, sizes = [1, 2, 1, 8, 4] : (tensor<2x4x4x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x8x4xf32>
    %144 = stablehlo.compare LT, %35, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %145 = stablehlo.add %35, %c_8 : tensor<i32>
    %146 = stablehlo.select %144, %145, %35 : tensor<i1>, tensor<i32>
    %147 = stablehlo.compare LT, %36, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %36, %c_7 : tensor<i32>
    %149 = stablehlo.select %147, %148, %36 : tensor<i1>, tensor<i32>
    %150 = stablehlo.compare LT, %37, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.add %37, %c_2 : tensor<i32>
    %152 = stablehlo.select %150, %151, %37 : tensor<i1>, tensor<i32>
    %153 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %155 = stablehlo.select %153, %154, %c_6 : tensor<i1>, tensor<i32>
    %156 = stablehlo.dynamic_slice %iterArg_21, %146, %149, %152, %155, sizes = [1, 2, 16, 4] : (tensor<2x4x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %157 = stablehlo.compare LT, %39, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %39, %c_8 : tensor<i32>
    %159 = stablehlo.select %157, %158, %39 : tensor<i1>, tensor<i32>
    %160 = stablehlo.compare LT, %40, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %40, %c_7 : tensor<i32>
    %162 = stablehlo.select %160, %161, %40 : tensor<i1>, tensor<i32>
    %163 = stablehlo.compare LT, %41, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %41, %c_2 : tensor<i32>
    %165 = stablehlo.select %163, %164, %41 : tensor<i1>, tensor<i32>
    %166 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %168 = stablehlo.select %166, %167, %c_6 : tensor<i1>, tensor<i32>
    %169 = stablehlo.dynamic_slice %iterArg_22, %159, %162, %165, %168, sizes = [1, 2, 16, 8] : (tensor<2x4x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %170 = stablehlo.compare LT, %43, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %43, %c_8 : tensor<i32>
    %172 = stablehlo.select %170, %171, %43 : tensor<i1>, tensor<i32>
    %173 = stablehlo.compare LT, %44, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.add %44, %c_7 : tensor<i32>
    %175 = stablehlo.select %173, %174, %44 : tensor<i1>, tensor<i32>
    %176 = stablehlo.compare LT, %45, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %45, %c_2 : tensor<i32>
    %178 = stablehlo.select %176, %177, %45 : tensor<i1>, tensor<i32>
    %179 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %181 = stablehlo.select %179, %180, %c_6 : tensor<i1>, tensor<i32>
    %182 = stablehlo.dynamic_slice %iterArg_23, %172, %175, %178, %181, sizes = [1, 2, 16, 8] : (tensor<2x4x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %183 = stablehlo.compare LT, %47, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %184 = stablehlo.add %47, %c_8 : tensor<i32>
    %185 = stablehlo.select %183, %184, %47 : tensor<i1>, tensor<i32>
    %186 = stablehlo.compare LT, %48, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %187 = stablehlo.add %48, %c_7 : tensor<i32>
    %188 = stablehlo.select %186, %187, %48 : tensor<i1>, tensor<i32>
    %189 = stablehlo.compare LT, %49, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %49, %c_2 : tensor<i32>
    %191 = stablehlo.select %189, %190, %49 : tensor<i1>, tensor<i32>
    %192 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %194 = stablehlo.select %192, %193, %c_6 : tensor<i1>, tensor<i32>
    %195 = stablehlo.dynamic_slice %iterArg_24, %185, %188, %191, %194, sizes = [1, 2, 16, 4] : (tensor<2x4x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %196 = stablehlo.compare LT, %51, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %51, %c_8 : tensor<i32>
    %198 = stablehlo.select %196, %197, %51 : tensor<i1>, tensor<i32>
    %199 = stablehlo.compare LT, %52, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %52, %c_7 : tensor<i32>
    %201 = stablehlo.select %199, %200, %52 : tensor<i1>, tensor<i32>
    %202 = stablehlo.compare LT, %53, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %203 = stablehlo.add %53, %c_2 : tensor<i32>
    %204 = stablehlo.select %202, %203, %53 : tensor<i1>, tensor<i32>
    %205 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %206 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %207 = stablehlo.select %205, %206, %c_6 : tensor<i1>, tensor<i32>
    %208 = stablehlo.dynamic_slice %iterArg_25, %198, %201, %204, %207, sizes = [1, 2, 16, 1] : (tensor<2x4x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x1xf32>
    %209 = stablehlo.compare LT, %54, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %210 = stablehlo.add %54, %c_8 : tensor<i32>
    %211 = stablehlo.select %209, %210, %54 : tensor<i1>, tensor<i32>
    %212 = stablehlo.compare LT, %55, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %213 = stablehlo.add %55, %c_7 : tensor<i32>
    %214 = stablehlo.select %212, %213, %55 : tensor<i1>, tensor<i32>
    %215 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %216 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %217 = stablehlo.select %215, %216, %c_6 : tensor<i1>, tensor<i32>
    %218 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %220 = stablehlo.select %218, %219, %c_6 : tensor<i1>, tensor<i32>
    %221 = stablehlo.dynamic_slice %iterArg_26, %211, %214, %217, %220, sizes = [1, 2, 4, 4] : (tensor<2x4x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x4xf32>
    %222 = stablehlo.compare EQ, %iterArg_13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %223 = stablehlo.convert %222 : (tensor<i1>) -> tensor<i32>
    %224:2 = "stablehlo.case"(%223) ({
      stablehlo.return %iterArg_27, %iterArg_28 : tensor<2x8x4xf32>, tensor<2x4x4xf32>
    }, {
      %1734 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      %1735 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
      stablehlo.return %1734, %1735 : tensor<2x8x4xf32>, tensor<2x4x4xf32>
    }) : (tensor<i32>) -> (tensor<2x8x4xf32>, tensor<2x4x4xf32>)
    %225 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %226 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %227 = stablehlo.select %225, %226, %c_6 : tensor<i1>, tensor<i32>
    %228 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %229 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %230 = stablehlo.select %228, %229, %c_6 : tensor<i1>, tensor<i32>
    %231 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %232 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %233 = stablehlo.select %231, %232, %c_6 : tensor<i1>, tensor<i32>
    %234 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %236 = stablehlo.select %234, %235, %c_6 : tensor<i1>, tensor<i32>
    %237 = stablehlo.dynamic_slice %68, %227, %230, %233, %236, sizes = [1, 2, 16, 8] : (tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %239 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %240 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %241 = stablehlo.select %239, %240, %c_6 : tensor<i1>, tensor<i32>
    %242 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %243 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %244 = stablehlo.select %242, %243, %c_6 : tensor<i1>, tensor<i32>
    %245 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %246 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %247 = stablehlo.select %245, %246, %c_6 : tensor<i1>, tensor<i32>
    %248 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %250 = stablehlo.select %248, %249, %c_6 : tensor<i1>, tensor<i32>
    %251 = stablehlo.dynamic_slice %81, %241, %244, %247, %250, sizes = [1, 2, 16, 8] : (tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %253 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %254 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %255 = stablehlo.select %253, %254, %c_6 : tensor<i1>, tensor<i32>
    %256 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %258 = stablehlo.select %256, %257, %c_6 : tensor<i1>, tensor<i32>
    %259 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %261 = stablehlo.select %259, %260, %c_6 : tensor<i1>, tensor<i32>
    %262 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %263 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %264 = stablehlo.select %262, %263, %c_6 : tensor<i1>, tensor<i32>
    %265 = stablehlo.dynamic_slice %94, %255, %258, %261, %264, sizes = [1, 2, 16, 4] : (tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x2x16x4xf32>) -> tensor<2x16x4xf32>
    %267 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %268 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %269 = stablehlo.select %267, %268, %c_6 : tensor<i1>, tensor<i32>
    %270 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_6 : tensor<i1>, tensor<i32>
    %273 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %275 = stablehlo.select %273, %274, %c_6 : tensor<i1>, tensor<i32>
    %276 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_6 : tensor<i1>, tensor<i32>
    %279 = stablehlo.dynamic_slice %107, %269, %272, %275, %278, sizes = [1, 2, 16, 1] : (tensor<1x2x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x1xf32>
    %280 = stablehlo.reshape %279 : (tensor<1x2x16x1xf32>) -> tensor<2x16x1xf32>
    %281 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %283 = stablehlo.select %281, %282, %c_6 : tensor<i1>, tensor<i32>
    %284 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %285 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %286 = stablehlo.select %284, %285, %c_6 : tensor<i1>, tensor<i32>
    %287 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %288 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %289 = stablehlo.select %287, %288, %c_6 : tensor<i1>, tensor<i32>
    %290 = stablehlo.dynamic_slice %117, %283, %286, %289, sizes = [1, 16, 1] : (tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %292 = stablehlo.slice %238 [0:2, 0:1, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %294 = stablehlo.slice %252 [0:2, 0:1, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %296 = stablehlo.slice %266 [0:2, 0:1, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %298 = stablehlo.slice %280 [0:2, 0:1, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %299 = stablehlo.reshape %298 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %301 = stablehlo.slice %291 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %302 = stablehlo.slice %238 [0:2, 1:2, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %304 = stablehlo.slice %252 [0:2, 1:2, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %305 = stablehlo.reshape %304 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %306 = stablehlo.slice %266 [0:2, 1:2, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %307 = stablehlo.reshape %306 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %308 = stablehlo.slice %280 [0:2, 1:2, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %311 = stablehlo.slice %291 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %312 = stablehlo.slice %238 [0:2, 2:3, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %313 = stablehlo.reshape %312 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %314 = stablehlo.slice %252 [0:2, 2:3, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %316 = stablehlo.slice %266 [0:2, 2:3, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %317 = stablehlo.reshape %316 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %318 = stablehlo.slice %280 [0:2, 2:3, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %319 = stablehlo.reshape %318 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %321 = stablehlo.slice %291 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %322 = stablehlo.slice %238 [0:2, 3:4, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %324 = stablehlo.slice %252 [0:2, 3:4, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %326 = stablehlo.slice %266 [0:2, 3:4, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %328 = stablehlo.slice %280 [0:2, 3:4, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %329 = stablehlo.reshape %328 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %331 = stablehlo.slice %291 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %332 = stablehlo.slice %238 [0:2, 4:5, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %334 = stablehlo.slice %252 [0:2, 4:5, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %336 = stablehlo.slice %266 [0:2, 4:5, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %337 = stablehlo.reshape %336 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %338 = stablehlo.slice %280 [0:2, 4:5, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %339 = stablehlo.reshape %338 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %341 = stablehlo.slice %291 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %342 = stablehlo.slice %238 [0:2, 5:6, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %344 = stablehlo.slice %252 [0:2, 5:6, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %346 = stablehlo.slice %266 [0:2, 5:6, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %347 = stablehlo.reshape %346 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %348 = stablehlo.slice %280 [0:2, 5:6, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %351 = stablehlo.slice %291 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %352 = stablehlo.slice %238 [0:2, 6:7, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %354 = stablehlo.slice %252 [0:2, 6:7, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %356 = stablehlo.slice %266 [0:2, 6:7, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %357 = stablehlo.reshape %356 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %358 = stablehlo.slice %280 [0:2, 6:7, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %359 = stablehlo.reshape %358 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %361 = stablehlo.slice %291 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %362 = stablehlo.slice %238 [0:2, 7:8, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %364 = stablehlo.slice %252 [0:2, 7:8, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %365 = stablehlo.reshape %364 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %366 = stablehlo.slice %266 [0:2, 7:8, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %367 = stablehlo.reshape %366 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %368 = stablehlo.slice %280 [0:2, 7:8, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %369 = stablehlo.reshape %368 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %371 = stablehlo.slice %291 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %372 = stablehlo.slice %238 [0:2, 8:9, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %374 = stablehlo.slice %252 [0:2, 8:9, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %375 = stablehlo.reshape %374 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %376 = stablehlo.slice %266 [0:2, 8:9, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %378 = stablehlo.slice %280 [0:2, 8:9, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %381 = stablehlo.slice %291 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %382 = stablehlo.slice %238 [0:2, 9:10, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %384 = stablehlo.slice %252 [0:2, 9:10, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %386 = stablehlo.slice %266 [0:2, 9:10, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %387 = stablehlo.reshape %386 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %388 = stablehlo.slice %280 [0:2, 9:10, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %389 = stablehlo.reshape %388 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %391 = stablehlo.slice %291 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %392 = stablehlo.slice %238 [0:2, 10:11, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %393 = stablehlo.reshape %392 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %394 = stablehlo.slice %252 [0:2, 10:11, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %395 = stablehlo.reshape %394 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %396 = stablehlo.slice %266 [0:2, 10:11, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %398 = stablehlo.slice %280 [0:2, 10:11, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %399 = stablehlo.reshape %398 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %401 = stablehlo.slice %291 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %402 = stablehlo.slice %238 [0:2, 11:12, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %403 = stablehlo.reshape %402 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %404 = stablehlo.slice %252 [0:2, 11:12, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %406 = stablehlo.slice %266 [0:2, 11:12, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %408 = stablehlo.slice %280 [0:2, 11:12, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %409 = stablehlo.reshape %408 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %411 = stablehlo.slice %291 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %412 = stablehlo.slice %238 [0:2, 12:13, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %414 = stablehlo.slice %252 [0:2, 12:13, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %415 = stablehlo.reshape %414 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %416 = stablehlo.slice %266 [0:2, 12:13, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %418 = stablehlo.slice %280 [0:2, 12:13, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %421 = stablehlo.slice %291 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %422 = stablehlo.slice %238 [0:2, 13:14, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %423 = stablehlo.reshape %422 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %424 = stablehlo.slice %252 [0:2, 13:14, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %426 = stablehlo.slice %266 [0:2, 13:14, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %428 = stablehlo.slice %280 [0:2, 13:14, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %429 = stablehlo.reshape %428 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %431 = stablehlo.slice %291 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %432 = stablehlo.slice %238 [0:2, 14:15, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %433 = stablehlo.reshape %432 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %434 = stablehlo.slice %252 [0:2, 14:15, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %435 = stablehlo.reshape %434 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %436 = stablehlo.slice %266 [0:2, 14:15, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %437 = stablehlo.reshape %436 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %438 = stablehlo.slice %280 [0:2, 14:15, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %441 = stablehlo.slice %291 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %442 = stablehlo.slice %238 [0:2, 15:16, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %444 = stablehlo.slice %252 [0:2, 15:16, 0:8] : (tensor<2x16x8xf32>) -> tensor<2x1x8xf32>
    %445 = stablehlo.reshape %444 : (tensor<2x1x8xf32>) -> tensor<2x8xf32>
    %446 = stablehlo.slice %266 [0:2, 15:16, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %447 = stablehlo.reshape %446 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %448 = stablehlo.slice %280 [0:2, 15:16, 0:1] : (tensor<2x16x1xf32>) -> tensor<2x1x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x1x1xf32>) -> tensor<2x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %451 = stablehlo.slice %291 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %452 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %453 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %454 = stablehlo.select %452, %453, %c_6 : tensor<i1>, tensor<i32>
    %455 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %456 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %457 = stablehlo.select %455, %456, %c_6 : tensor<i1>, tensor<i32>
    %458 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %459 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %460 = stablehlo.select %458, %459, %c_6 : tensor<i1>, tensor<i32>
    %461 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %462 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %463 = stablehlo.select %461, %462, %c_6 : tensor<i1>, tensor<i32>
    %464 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %465 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %466 = stablehlo.select %464, %465, %c_6 : tensor<i1>, tensor<i32>
    %467 = stablehlo.dynamic_slice %143, %454, %457, %460, %463, %466, sizes = [1, 2, 1, 8, 4] : (tensor<1x2x1x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x8x4xf32>
    %468 = stablehlo.reshape %467 : (tensor<1x2x1x8x4xf32>) -> tensor<2x8x4xf32>
    %469 = stablehlo.broadcast_in_dim %301, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %471 = stablehlo.multiply %468, %470 : tensor<2x8x4xf32>
    %472 = stablehlo.dot_general %471, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %473 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %474 = stablehlo.broadcast_in_dim %297, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %475 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %476 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %477 = stablehlo.multiply %475, %476 : tensor<2x8x4xf32>
    %478 = stablehlo.add %472, %477 : tensor<2x8x4xf32>
    %479 = stablehlo.tanh %478 : tensor<2x8x4xf32>
    %480 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %481 = stablehlo.multiply %480, %471 : tensor<2x8x4xf32>
    %482 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %483 = stablehlo.subtract %482, %300 : tensor<2x1x1xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %485 = stablehlo.multiply %484, %479 : tensor<2x8x4xf32>
    %486 = stablehlo.add %481, %485 : tensor<2x8x4xf32>
    %487 = stablehlo.broadcast_in_dim %311, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %489 = stablehlo.multiply %486, %488 : tensor<2x8x4xf32>
    %490 = stablehlo.dot_general %489, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %491 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %492 = stablehlo.broadcast_in_dim %307, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %493 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %494 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %495 = stablehlo.multiply %493, %494 : tensor<2x8x4xf32>
    %496 = stablehlo.add %490, %495 : tensor<2x8x4xf32>
    %497 = stablehlo.tanh %496 : tensor<2x8x4xf32>
    %498 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %499 = stablehlo.multiply %498, %489 : tensor<2x8x4xf32>
    %500 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %501 = stablehlo.subtract %500, %310 : tensor<2x1x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %503 = stablehlo.multiply %502, %497 : tensor<2x8x4xf32>
    %504 = stablehlo.add %499, %503 : tensor<2x8x4xf32>
    %505 = stablehlo.broadcast_in_dim %321, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %507 = stablehlo.multiply %504, %506 : tensor<2x8x4xf32>
    %508 = stablehlo.dot_general %507, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %509 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %510 = stablehlo.broadcast_in_dim %317, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %511 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %512 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %513 = stablehlo.multiply %511, %512 : tensor<2x8x4xf32>
    %514 = stablehlo.add %508, %513 : tensor<2x8x4xf32>
    %515 = stablehlo.tanh %514 : tensor<2x8x4xf32>
    %516 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %517 = stablehlo.multiply %516, %507 : tensor<2x8x4xf32>
    %518 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %519 = stablehlo.subtract %518, %320 : tensor<2x1x1xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %521 = stablehlo.multiply %520, %515 : tensor<2x8x4xf32>
    %522 = stablehlo.add %517, %521 : tensor<2x8x4xf32>
    %523 = stablehlo.broadcast_in_dim %331, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %525 = stablehlo.multiply %522, %524 : tensor<2x8x4xf32>
    %526 = stablehlo.dot_general %525, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %527 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %528 = stablehlo.broadcast_in_dim %327, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %529 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %530 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<2x8x4xf32>
    %532 = stablehlo.add %526, %531 : tensor<2x8x4xf32>
    %533 = stablehlo.tanh %532 : tensor<2x8x4xf32>
    %534 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %535 = stablehlo.multiply %534, %525 : tensor<2x8x4xf32>
    %536 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %537 = stablehlo.subtract %536, %330 : tensor<2x1x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %539 = stablehlo.multiply %538, %533 : tensor<2x8x4xf32>
    %540 = stablehlo.add %535, %539 : tensor<2x8x4xf32>
    %541 = stablehlo.broadcast_in_dim %341, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %543 = stablehlo.multiply %540, %542 : tensor<2x8x4xf32>
    %544 = stablehlo.dot_general %543, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %545 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %546 = stablehlo.broadcast_in_dim %337, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %547 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %548 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %549 = stablehlo.multiply %547, %548 : tensor<2x8x4xf32>
    %550 = stablehlo.add %544, %549 : tensor<2x8x4xf32>
    %551 = stablehlo.tanh %550 : tensor<2x8x4xf32>
    %552 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %553 = stablehlo.multiply %552, %543 : tensor<2x8x4xf32>
    %554 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %555 = stablehlo.subtract %554, %340 : tensor<2x1x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %557 = stablehlo.multiply %556, %551 : tensor<2x8x4xf32>
    %558 = stablehlo.add %553, %557 : tensor<2x8x4xf32>
    %559 = stablehlo.broadcast_in_dim %351, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %561 = stablehlo.multiply %558, %560 : tensor<2x8x4xf32>
    %562 = stablehlo.dot_general %561, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %563 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %564 = stablehlo.broadcast_in_dim %347, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %565 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %566 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<2x8x4xf32>
    %568 = stablehlo.add %562, %567 : tensor<2x8x4xf32>
    %569 = stablehlo.tanh %568 : tensor<2x8x4xf32>
    %570 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %571 = stablehlo.multiply %570, %561 : tensor<2x8x4xf32>
    %572 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %573 = stablehlo.subtract %572, %350 : tensor<2x1x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %575 = stablehlo.multiply %574, %569 : tensor<2x8x4xf32>
    %576 = stablehlo.add %571, %575 : tensor<2x8x4xf32>
    %577 = stablehlo.broadcast_in_dim %361, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %579 = stablehlo.multiply %576, %578 : tensor<2x8x4xf32>
    %580 = stablehlo.dot_general %579, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %581 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %582 = stablehlo.broadcast_in_dim %357, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %583 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %584 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<2x8x4xf32>
    %586 = stablehlo.add %580, %585 : tensor<2x8x4xf32>
    %587 = stablehlo.tanh %586 : tensor<2x8x4xf32>
    %588 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %589 = stablehlo.multiply %588, %579 : tensor<2x8x4xf32>
    %590 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %591 = stablehlo.subtract %590, %360 : tensor<2x1x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %593 = stablehlo.multiply %592, %587 : tensor<2x8x4xf32>
    %594 = stablehlo.add %589, %593 : tensor<2x8x4xf32>
    %595 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %597 = stablehlo.multiply %594, %596 : tensor<2x8x4xf32>
    %598 = stablehlo.dot_general %597, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %599 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %600 = stablehlo.broadcast_in_dim %367, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %601 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %602 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<2x8x4xf32>
    %604 = stablehlo.add %598, %603 : tensor<2x8x4xf32>
    %605 = stablehlo.tanh %604 : tensor<2x8x4xf32>
    %606 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %607 = stablehlo.multiply %606, %597 : tensor<2x8x4xf32>
    %608 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %609 = stablehlo.subtract %608, %370 : tensor<2x1x1xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %611 = stablehlo.multiply %610, %605 : tensor<2x8x4xf32>
    %612 = stablehlo.add %607, %611 : tensor<2x8x4xf32>
    %613 = stablehlo.broadcast_in_dim %381, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %615 = stablehlo.multiply %612, %614 : tensor<2x8x4xf32>
    %616 = stablehlo.dot_general %615, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %617 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %618 = stablehlo.broadcast_in_dim %377, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %619 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %620 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<2x8x4xf32>
    %622 = stablehlo.add %616, %621 : tensor<2x8x4xf32>
    %623 = stablehlo.tanh %622 : tensor<2x8x4xf32>
    %624 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %625 = stablehlo.multiply %624, %615 : tensor<2x8x4xf32>
    %626 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %627 = stablehlo.subtract %626, %380 : tensor<2x1x1xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %629 = stablehlo.multiply %628, %623 : tensor<2x8x4xf32>
    %630 = stablehlo.add %625, %629 : tensor<2x8x4xf32>
    %631 = stablehlo.broadcast_in_dim %391, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %633 = stablehlo.multiply %630, %632 : tensor<2x8x4xf32>
    %634 = stablehlo.dot_general %633, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %635 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %636 = stablehlo.broadcast_in_dim %387, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %637 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %638 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %639 = stablehlo.multiply %637, %638 : tensor<2x8x4xf32>
    %640 = stablehlo.add %634, %639 : tensor<2x8x4xf32>
    %641 = stablehlo.tanh %640 : tensor<2x8x4xf32>
    %642 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %643 = stablehlo.multiply %642, %633 : tensor<2x8x4xf32>
    %644 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %645 = stablehlo.subtract %644, %390 : tensor<2x1x1xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %647 = stablehlo.multiply %646, %641 : tensor<2x8x4xf32>
    %648 = stablehlo.add %643, %647 : tensor<2x8x4xf32>
    %649 = stablehlo.broadcast_in_dim %401, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %651 = stablehlo.multiply %648, %650 : tensor<2x8x4xf32>
    %652 = stablehlo.dot_general %651, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %653 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %654 = stablehlo.broadcast_in_dim %397, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %655 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %656 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %657 = stablehlo.multiply %655, %656 : tensor<2x8x4xf32>
    %658 = stablehlo.add %652, %657 : tensor<2x8x4xf32>
    %659 = stablehlo.tanh %658 : tensor<2x8x4xf32>
    %660 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %661 = stablehlo.multiply %660, %651 : tensor<2x8x4xf32>
    %662 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %663 = stablehlo.subtract %662, %400 : tensor<2x1x1xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %665 = stablehlo.multiply %664, %659 : tensor<2x8x4xf32>
    %666 = stablehlo.add %661, %665 : tensor<2x8x4xf32>
    %667 = stablehlo.broadcast_in_dim %411, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %669 = stablehlo.multiply %666, %668 : tensor<2x8x4xf32>
    %670 = stablehlo.dot_general %669, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %671 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %672 = stablehlo.broadcast_in_dim %407, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %673 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %674 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %675 = stablehlo.multiply %673, %674 : tensor<2x8x4xf32>
    %676 = stablehlo.add %670, %675 : tensor<2x8x4xf32>
    %677 = stablehlo.tanh %676 : tensor<2x8x4xf32>
    %678 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %679 = stablehlo.multiply %678, %669 : tensor<2x8x4xf32>
    %680 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %681 = stablehlo.subtract %680, %410 : tensor<2x1x1xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %683 = stablehlo.multiply %682, %677 : tensor<2x8x4xf32>
    %684 = stablehlo.add %679, %683 : tensor<2x8x4xf32>
    %685 = stablehlo.broadcast_in_dim %421, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %687 = stablehlo.multiply %684, %686 : tensor<2x8x4xf32>
    %688 = stablehlo.dot_general %687, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %689 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %690 = stablehlo.broadcast_in_dim %417, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %691 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %692 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %693 = stablehlo.multiply %691, %692 : tensor<2x8x4xf32>
    %694 = stablehlo.add %688, %693 : tensor<2x8x4xf32>
    %695 = stablehlo.tanh %694 : tensor<2x8x4xf32>
    %696 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %697 = stablehlo.multiply %696, %687 : tensor<2x8x4xf32>
    %698 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %699 = stablehlo.subtract %698, %420 : tensor<2x1x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %701 = stablehlo.multiply %700, %695 : tensor<2x8x4xf32>
    %702 = stablehlo.add %697, %701 : tensor<2x8x4xf32>
    %703 = stablehlo.broadcast_in_dim %431, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %705 = stablehlo.multiply %702, %704 : tensor<2x8x4xf32>
    %706 = stablehlo.dot_general %705, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %707 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %708 = stablehlo.broadcast_in_dim %427, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %709 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %710 = stablehlo.broadcast_in_dim %708, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %711 = stablehlo.multiply %709, %710 : tensor<2x8x4xf32>
    %712 = stablehlo.add %706, %711 : tensor<2x8x4xf32>
    %713 = stablehlo.tanh %712 : tensor<2x8x4xf32>
    %714 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %715 = stablehlo.multiply %714, %705 : tensor<2x8x4xf32>
    %716 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %717 = stablehlo.subtract %716, %430 : tensor<2x1x1xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %719 = stablehlo.multiply %718, %713 : tensor<2x8x4xf32>
    %720 = stablehlo.add %715, %719 : tensor<2x8x4xf32>
    %721 = stablehlo.broadcast_in_dim %441, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %723 = stablehlo.multiply %720, %722 : tensor<2x8x4xf32>
    %724 = stablehlo.dot_general %723, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %725 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %726 = stablehlo.broadcast_in_dim %437, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %727 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %728 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %729 = stablehlo.multiply %727, %728 : tensor<2x8x4xf32>
    %730 = stablehlo.add %724, %729 : tensor<2x8x4xf32>
    %731 = stablehlo.tanh %730 : tensor<2x8x4xf32>
    %732 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %733 = stablehlo.multiply %732, %723 : tensor<2x8x4xf32>
    %734 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %735 = stablehlo.subtract %734, %440 : tensor<2x1x1xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %737 = stablehlo.multiply %736, %731 : tensor<2x8x4xf32>
    %738 = stablehlo.add %733, %737 : tensor<2x8x4xf32>
    %739 = stablehlo.broadcast_in_dim %451, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %741 = stablehlo.multiply %738, %740 : tensor<2x8x4xf32>
    %742 = stablehlo.dot_general %741, %127, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %743 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %744 = stablehlo.broadcast_in_dim %447, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %745 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %746 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %747 = stablehlo.multiply %745, %746 : tensor<2x8x4xf32>
    %748 = stablehlo.add %742, %747 : tensor<2x8x4xf32>
    %749 = stablehlo.tanh %748 : tensor<2x8x4xf32>
    %750 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %751 = stablehlo.multiply %750, %741 : tensor<2x8x4xf32>
    %752 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %753 = stablehlo.subtract %752, %450 : tensor<2x1x1xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %755 = stablehlo.multiply %754, %749 : tensor<2x8x4xf32>
    %756 = stablehlo.add %751, %755 : tensor<2x8x4xf32>
    %757 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %758 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %759 = stablehlo.select %757, %758, %c_6 : tensor<i1>, tensor<i32>
    %760 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %761 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %762 = stablehlo.select %760, %761, %c_6 : tensor<i1>, tensor<i32>
    %763 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %764 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %765 = stablehlo.select %763, %764, %c_6 : tensor<i1>, tensor<i32>
    %766 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %767 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %768 = stablehlo.select %766, %767, %c_6 : tensor<i1>, tensor<i32>
    %769 = stablehlo.dynamic_slice %156, %759, %762, %765, %768, sizes = [1, 2, 16, 4] : (tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %770 = stablehlo.reshape %769 : (tensor<1x2x16x4xf32>) -> tensor<2x16x4xf32>
    %771 = stablehlo.slice %770 [0:2, 15:16, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %772 = stablehlo.reshape %771 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %773 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %774 = stablehlo.broadcast_in_dim %772, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %775 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %776 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %777 = stablehlo.multiply %775, %776 : tensor<2x8x4xf32>
    %778 = stablehlo.add %224#0, %777 : tensor<2x8x4xf32>
    %779 = stablehlo.broadcast_in_dim %772, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %781 = stablehlo.multiply %756, %780 : tensor<2x8x4xf32>
    %782 = stablehlo.reduce(%781 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %783 = stablehlo.subtract %741, %749 : tensor<2x8x4xf32>
    %784 = stablehlo.multiply %778, %783 : tensor<2x8x4xf32>
    %785 = stablehlo.reduce(%784 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %786 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %787 = stablehlo.subtract %786, %450 : tensor<2x1x1xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %789 = stablehlo.multiply %788, %778 : tensor<2x8x4xf32>
    %790 = stablehlo.multiply %749, %749 : tensor<2x8x4xf32>
    %791 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %792 = stablehlo.subtract %791, %790 : tensor<2x8x4xf32>
    %793 = stablehlo.multiply %789, %792 : tensor<2x8x4xf32>
    %794 = stablehlo.transpose %741, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %795 = stablehlo.dot_general %794, %793, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %796 = stablehlo.add %224#1, %795 : tensor<2x4x4xf32>
    %797 = stablehlo.broadcast_in_dim %447, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %799 = stablehlo.multiply %793, %798 : tensor<2x8x4xf32>
    %800 = stablehlo.reduce(%799 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %801 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %803 = stablehlo.multiply %793, %802 : tensor<2x8x4xf32>
    %804 = stablehlo.reduce(%803 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %805 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %806 = stablehlo.multiply %805, %778 : tensor<2x8x4xf32>
    %807 = stablehlo.dot_general %793, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %808 = stablehlo.add %806, %807 : tensor<2x8x4xf32>
    %809 = stablehlo.broadcast_in_dim %451, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %811 = stablehlo.multiply %810, %808 : tensor<2x8x4xf32>
    %812 = stablehlo.slice %770 [0:2, 14:15, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %813 = stablehlo.reshape %812 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %814 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %815 = stablehlo.broadcast_in_dim %813, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %816 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %817 = stablehlo.broadcast_in_dim %815, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %818 = stablehlo.multiply %816, %817 : tensor<2x8x4xf32>
    %819 = stablehlo.add %811, %818 : tensor<2x8x4xf32>
    %820 = stablehlo.broadcast_in_dim %813, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %822 = stablehlo.multiply %738, %821 : tensor<2x8x4xf32>
    %823 = stablehlo.reduce(%822 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %824 = stablehlo.subtract %723, %731 : tensor<2x8x4xf32>
    %825 = stablehlo.multiply %819, %824 : tensor<2x8x4xf32>
    %826 = stablehlo.reduce(%825 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %827 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %828 = stablehlo.subtract %827, %440 : tensor<2x1x1xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %830 = stablehlo.multiply %829, %819 : tensor<2x8x4xf32>
    %831 = stablehlo.multiply %731, %731 : tensor<2x8x4xf32>
    %832 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %833 = stablehlo.subtract %832, %831 : tensor<2x8x4xf32>
    %834 = stablehlo.multiply %830, %833 : tensor<2x8x4xf32>
    %835 = stablehlo.transpose %723, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %836 = stablehlo.dot_general %835, %834, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %837 = stablehlo.add %796, %836 : tensor<2x4x4xf32>
    %838 = stablehlo.broadcast_in_dim %437, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %840 = stablehlo.multiply %834, %839 : tensor<2x8x4xf32>
    %841 = stablehlo.reduce(%840 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %842 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %844 = stablehlo.multiply %834, %843 : tensor<2x8x4xf32>
    %845 = stablehlo.reduce(%844 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %846 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %847 = stablehlo.multiply %846, %819 : tensor<2x8x4xf32>
    %848 = stablehlo.dot_general %834, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %849 = stablehlo.add %847, %848 : tensor<2x8x4xf32>
    %850 = stablehlo.broadcast_in_dim %441, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %852 = stablehlo.multiply %851, %849 : tensor<2x8x4xf32>
    %853 = stablehlo.slice %770 [0:2, 13:14, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %854 = stablehlo.reshape %853 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %855 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %856 = stablehlo.broadcast_in_dim %854, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %857 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %858 = stablehlo.broadcast_in_dim %856, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %859 = stablehlo.multiply %857, %858 : tensor<2x8x4xf32>
    %860 = stablehlo.add %852, %859 : tensor<2x8x4xf32>
    %861 = stablehlo.broadcast_in_dim %854, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %863 = stablehlo.multiply %720, %862 : tensor<2x8x4xf32>
    %864 = stablehlo.reduce(%863 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %865 = stablehlo.subtract %705, %713 : tensor<2x8x4xf32>
    %866 = stablehlo.multiply %860, %865 : tensor<2x8x4xf32>
    %867 = stablehlo.reduce(%866 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %868 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %869 = stablehlo.subtract %868, %430 : tensor<2x1x1xf32>
    %870 = stablehlo.broadcast_in_dim %869, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %871 = stablehlo.multiply %870, %860 : tensor<2x8x4xf32>
    %872 = stablehlo.multiply %713, %713 : tensor<2x8x4xf32>
    %873 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %874 = stablehlo.subtract %873, %872 : tensor<2x8x4xf32>
    %875 = stablehlo.multiply %871, %874 : tensor<2x8x4xf32>
    %876 = stablehlo.transpose %705, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %877 = stablehlo.dot_general %876, %875, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %878 = stablehlo.add %837, %877 : tensor<2x4x4xf32>
    %879 = stablehlo.broadcast_in_dim %427, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %880 = stablehlo.broadcast_in_dim %879, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %881 = stablehlo.multiply %875, %880 : tensor<2x8x4xf32>
    %882 = stablehlo.reduce(%881 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %883 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %885 = stablehlo.multiply %875, %884 : tensor<2x8x4xf32>
    %886 = stablehlo.reduce(%885 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %887 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %888 = stablehlo.multiply %887, %860 : tensor<2x8x4xf32>
    %889 = stablehlo.dot_general %875, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %890 = stablehlo.add %888, %889 : tensor<2x8x4xf32>
    %891 = stablehlo.broadcast_in_dim %431, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %893 = stablehlo.multiply %892, %890 : tensor<2x8x4xf32>
    %894 = stablehlo.slice %770 [0:2, 12:13, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %895 = stablehlo.reshape %894 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %896 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %897 = stablehlo.broadcast_in_dim %895, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %898 = stablehlo.broadcast_in_dim %896, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %899 = stablehlo.broadcast_in_dim %897, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %900 = stablehlo.multiply %898, %899 : tensor<2x8x4xf32>
    %901 = stablehlo.add %893, %900 : tensor<2x8x4xf32>
    %902 = stablehlo.broadcast_in_dim %895, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %904 = stablehlo.multiply %702, %903 : tensor<2x8x4xf32>
    %905 = stablehlo.reduce(%904 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %906 = stablehlo.subtract %687, %695 : tensor<2x8x4xf32>
    %907 = stablehlo.multiply %901, %906 : tensor<2x8x4xf32>
    %908 = stablehlo.reduce(%907 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %909 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %910 = stablehlo.subtract %909, %420 : tensor<2x1x1xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %912 = stablehlo.multiply %911, %901 : tensor<2x8x4xf32>
    %913 = stablehlo.multiply %695, %695 : tensor<2x8x4xf32>
    %914 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %915 = stablehlo.subtract %914, %913 : tensor<2x8x4xf32>
    %916 = stablehlo.multiply %912, %915 : tensor<2x8x4xf32>
    %917 = stablehlo.transpose %687, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %918 = stablehlo.dot_general %917, %916, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %919 = stablehlo.add %878, %918 : tensor<2x4x4xf32>
    %920 = stablehlo.broadcast_in_dim %417, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %922 = stablehlo.multiply %916, %921 : tensor<2x8x4xf32>
    %923 = stablehlo.reduce(%922 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %924 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %926 = stablehlo.multiply %916, %925 : tensor<2x8x4xf32>
    %927 = stablehlo.reduce(%926 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %928 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %929 = stablehlo.multiply %928, %901 : tensor<2x8x4xf32>
    %930 = stablehlo.dot_general %916, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %931 = stablehlo.add %929, %930 : tensor<2x8x4xf32>
    %932 = stablehlo.broadcast_in_dim %421, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %934 = stablehlo.multiply %933, %931 : tensor<2x8x4xf32>
    %935 = stablehlo.slice %770 [0:2, 11:12, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %936 = stablehlo.reshape %935 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %937 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %938 = stablehlo.broadcast_in_dim %936, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %939 = stablehlo.broadcast_in_dim %937, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %940 = stablehlo.broadcast_in_dim %938, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %941 = stablehlo.multiply %939, %940 : tensor<2x8x4xf32>
    %942 = stablehlo.add %934, %941 : tensor<2x8x4xf32>
    %943 = stablehlo.broadcast_in_dim %936, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %945 = stablehlo.multiply %684, %944 : tensor<2x8x4xf32>
    %946 = stablehlo.reduce(%945 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %947 = stablehlo.subtract %669, %677 : tensor<2x8x4xf32>
    %948 = stablehlo.multiply %942, %947 : tensor<2x8x4xf32>
    %949 = stablehlo.reduce(%948 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %950 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %951 = stablehlo.subtract %950, %410 : tensor<2x1x1xf32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %953 = stablehlo.multiply %952, %942 : tensor<2x8x4xf32>
    %954 = stablehlo.multiply %677, %677 : tensor<2x8x4xf32>
    %955 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %956 = stablehlo.subtract %955, %954 : tensor<2x8x4xf32>
    %957 = stablehlo.multiply %953, %956 : tensor<2x8x4xf32>
    %958 = stablehlo.transpose %669, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %959 = stablehlo.dot_general %958, %957, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %960 = stablehlo.add %919, %959 : tensor<2x4x4xf32>
    %961 = stablehlo.broadcast_in_dim %407, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %962 = stablehlo.broadcast_in_dim %961, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %963 = stablehlo.multiply %957, %962 : tensor<2x8x4xf32>
    %964 = stablehlo.reduce(%963 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %965 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %967 = stablehlo.multiply %957, %966 : tensor<2x8x4xf32>
    %968 = stablehlo.reduce(%967 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %969 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %970 = stablehlo.multiply %969, %942 : tensor<2x8x4xf32>
    %971 = stablehlo.dot_general %957, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %972 = stablehlo.add %970, %971 : tensor<2x8x4xf32>
    %973 = stablehlo.broadcast_in_dim %411, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %975 = stablehlo.multiply %974, %972 : tensor<2x8x4xf32>
    %976 = stablehlo.slice %770 [0:2, 10:11, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %977 = stablehlo.reshape %976 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %978 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %979 = stablehlo.broadcast_in_dim %977, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %980 = stablehlo.broadcast_in_dim %978, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %981 = stablehlo.broadcast_in_dim %979, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %982 = stablehlo.multiply %980, %981 : tensor<2x8x4xf32>
    %983 = stablehlo.add %975, %982 : tensor<2x8x4xf32>
    %984 = stablehlo.broadcast_in_dim %977, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %986 = stablehlo.multiply %666, %985 : tensor<2x8x4xf32>
    %987 = stablehlo.reduce(%986 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %988 = stablehlo.subtract %651, %659 : tensor<2x8x4xf32>
    %989 = stablehlo.multiply %983, %988 : tensor<2x8x4xf32>
    %990 = stablehlo.reduce(%989 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %991 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %992 = stablehlo.subtract %991, %400 : tensor<2x1x1xf32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %994 = stablehlo.multiply %993, %983 : tensor<2x8x4xf32>
    %995 = stablehlo.multiply %659, %659 : tensor<2x8x4xf32>
    %996 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %997 = stablehlo.subtract %996, %995 : tensor<2x8x4xf32>
    %998 = stablehlo.multiply %994, %997 : tensor<2x8x4xf32>
    %999 = stablehlo.transpose %651, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1000 = stablehlo.dot_general %999, %998, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1001 = stablehlo.add %960, %1000 : tensor<2x4x4xf32>
    %1002 = stablehlo.broadcast_in_dim %397, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1004 = stablehlo.multiply %998, %1003 : tensor<2x8x4xf32>
    %1005 = stablehlo.reduce(%1004 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1006 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1007 = stablehlo.broadcast_in_dim %1006, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1008 = stablehlo.multiply %998, %1007 : tensor<2x8x4xf32>
    %1009 = stablehlo.reduce(%1008 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1010 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1011 = stablehlo.multiply %1010, %983 : tensor<2x8x4xf32>
    %1012 = stablehlo.dot_general %998, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<2x8x4xf32>
    %1014 = stablehlo.broadcast_in_dim %401, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1016 = stablehlo.multiply %1015, %1013 : tensor<2x8x4xf32>
    %1017 = stablehlo.slice %770 [0:2, 9:10, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1019 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1020 = stablehlo.broadcast_in_dim %1018, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1021 = stablehlo.broadcast_in_dim %1019, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1022 = stablehlo.broadcast_in_dim %1020, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1023 = stablehlo.multiply %1021, %1022 : tensor<2x8x4xf32>
    %1024 = stablehlo.add %1016, %1023 : tensor<2x8x4xf32>
    %1025 = stablehlo.broadcast_in_dim %1018, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1027 = stablehlo.multiply %648, %1026 : tensor<2x8x4xf32>
    %1028 = stablehlo.reduce(%1027 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1029 = stablehlo.subtract %633, %641 : tensor<2x8x4xf32>
    %1030 = stablehlo.multiply %1024, %1029 : tensor<2x8x4xf32>
    %1031 = stablehlo.reduce(%1030 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1032 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1033 = stablehlo.subtract %1032, %390 : tensor<2x1x1xf32>
    %1034 = stablehlo.broadcast_in_dim %1033, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1035 = stablehlo.multiply %1034, %1024 : tensor<2x8x4xf32>
    %1036 = stablehlo.multiply %641, %641 : tensor<2x8x4xf32>
    %1037 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1038 = stablehlo.subtract %1037, %1036 : tensor<2x8x4xf32>
    %1039 = stablehlo.multiply %1035, %1038 : tensor<2x8x4xf32>
    %1040 = stablehlo.transpose %633, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1041 = stablehlo.dot_general %1040, %1039, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1042 = stablehlo.add %1001, %1041 : tensor<2x4x4xf32>
    %1043 = stablehlo.broadcast_in_dim %387, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1044 = stablehlo.broadcast_in_dim %1043, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1045 = stablehlo.multiply %1039, %1044 : tensor<2x8x4xf32>
    %1046 = stablehlo.reduce(%1045 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1047 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1049 = stablehlo.multiply %1039, %1048 : tensor<2x8x4xf32>
    %1050 = stablehlo.reduce(%1049 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1051 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1052 = stablehlo.multiply %1051, %1024 : tensor<2x8x4xf32>
    %1053 = stablehlo.dot_general %1039, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1054 = stablehlo.add %1052, %1053 : tensor<2x8x4xf32>
    %1055 = stablehlo.broadcast_in_dim %391, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1056 = stablehlo.broadcast_in_dim %1055, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1057 = stablehlo.multiply %1056, %1054 : tensor<2x8x4xf32>
    %1058 = stablehlo.slice %770 [0:2, 8:9, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1060 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1061 = stablehlo.broadcast_in_dim %1059, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1062 = stablehlo.broadcast_in_dim %1060, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1063 = stablehlo.broadcast_in_dim %1061, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1064 = stablehlo.multiply %1062, %1063 : tensor<2x8x4xf32>
    %1065 = stablehlo.add %1057, %1064 : tensor<2x8x4xf32>
    %1066 = stablehlo.broadcast_in_dim %1059, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1067 = stablehlo.broadcast_in_dim %1066, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1068 = stablehlo.multiply %630, %1067 : tensor<2x8x4xf32>
    %1069 = stablehlo.reduce(%1068 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1070 = stablehlo.subtract %615, %623 : tensor<2x8x4xf32>
    %1071 = stablehlo.multiply %1065, %1070 : tensor<2x8x4xf32>
    %1072 = stablehlo.reduce(%1071 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1073 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1074 = stablehlo.subtract %1073, %380 : tensor<2x1x1xf32>
    %1075 = stablehlo.broadcast_in_dim %1074, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1076 = stablehlo.multiply %1075, %1065 : tensor<2x8x4xf32>
    %1077 = stablehlo.multiply %623, %623 : tensor<2x8x4xf32>
    %1078 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1079 = stablehlo.subtract %1078, %1077 : tensor<2x8x4xf32>
    %1080 = stablehlo.multiply %1076, %1079 : tensor<2x8x4xf32>
    %1081 = stablehlo.transpose %615, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1082 = stablehlo.dot_general %1081, %1080, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1083 = stablehlo.add %1042, %1082 : tensor<2x4x4xf32>
    %1084 = stablehlo.broadcast_in_dim %377, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1086 = stablehlo.multiply %1080, %1085 : tensor<2x8x4xf32>
    %1087 = stablehlo.reduce(%1086 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1088 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1090 = stablehlo.multiply %1080, %1089 : tensor<2x8x4xf32>
    %1091 = stablehlo.reduce(%1090 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1092 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1093 = stablehlo.multiply %1092, %1065 : tensor<2x8x4xf32>
    %1094 = stablehlo.dot_general %1080, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1095 = stablehlo.add %1093, %1094 : tensor<2x8x4xf32>
    %1096 = stablehlo.broadcast_in_dim %381, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1098 = stablehlo.multiply %1097, %1095 : tensor<2x8x4xf32>
    %1099 = stablehlo.slice %770 [0:2, 7:8, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1100 = stablehlo.reshape %1099 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1101 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1102 = stablehlo.broadcast_in_dim %1100, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1103 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1104 = stablehlo.broadcast_in_dim %1102, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1105 = stablehlo.multiply %1103, %1104 : tensor<2x8x4xf32>
    %1106 = stablehlo.add %1098, %1105 : tensor<2x8x4xf32>
    %1107 = stablehlo.broadcast_in_dim %1100, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1109 = stablehlo.multiply %612, %1108 : tensor<2x8x4xf32>
    %1110 = stablehlo.reduce(%1109 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1111 = stablehlo.subtract %597, %605 : tensor<2x8x4xf32>
    %1112 = stablehlo.multiply %1106, %1111 : tensor<2x8x4xf32>
    %1113 = stablehlo.reduce(%1112 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1114 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1115 = stablehlo.subtract %1114, %370 : tensor<2x1x1xf32>
    %1116 = stablehlo.broadcast_in_dim %1115, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1117 = stablehlo.multiply %1116, %1106 : tensor<2x8x4xf32>
    %1118 = stablehlo.multiply %605, %605 : tensor<2x8x4xf32>
    %1119 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1120 = stablehlo.subtract %1119, %1118 : tensor<2x8x4xf32>
    %1121 = stablehlo.multiply %1117, %1120 : tensor<2x8x4xf32>
    %1122 = stablehlo.transpose %597, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1123 = stablehlo.dot_general %1122, %1121, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1124 = stablehlo.add %1083, %1123 : tensor<2x4x4xf32>
    %1125 = stablehlo.broadcast_in_dim %367, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1127 = stablehlo.multiply %1121, %1126 : tensor<2x8x4xf32>
    %1128 = stablehlo.reduce(%1127 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1129 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1130 = stablehlo.broadcast_in_dim %1129, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1131 = stablehlo.multiply %1121, %1130 : tensor<2x8x4xf32>
    %1132 = stablehlo.reduce(%1131 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1133 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1134 = stablehlo.multiply %1133, %1106 : tensor<2x8x4xf32>
    %1135 = stablehlo.dot_general %1121, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1136 = stablehlo.add %1134, %1135 : tensor<2x8x4xf32>
    %1137 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1138 = stablehlo.broadcast_in_dim %1137, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1139 = stablehlo.multiply %1138, %1136 : tensor<2x8x4xf32>
    %1140 = stablehlo.slice %770 [0:2, 6:7, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1141 = stablehlo.reshape %1140 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1142 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1143 = stablehlo.broadcast_in_dim %1141, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1144 = stablehlo.broadcast_in_dim %1142, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1145 = stablehlo.broadcast_in_dim %1143, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1146 = stablehlo.multiply %1144, %1145 : tensor<2x8x4xf32>
    %1147 = stablehlo.add %1139, %1146 : tensor<2x8x4xf32>
    %1148 = stablehlo.broadcast_in_dim %1141, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1150 = stablehlo.multiply %594, %1149 : tensor<2x8x4xf32>
    %1151 = stablehlo.reduce(%1150 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1152 = stablehlo.subtract %579, %587 : tensor<2x8x4xf32>
    %1153 = stablehlo.multiply %1147, %1152 : tensor<2x8x4xf32>
    %1154 = stablehlo.reduce(%1153 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1155 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1156 = stablehlo.subtract %1155, %360 : tensor<2x1x1xf32>
    %1157 = stablehlo.broadcast_in_dim %1156, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1158 = stablehlo.multiply %1157, %1147 : tensor<2x8x4xf32>
    %1159 = stablehlo.multiply %587, %587 : tensor<2x8x4xf32>
    %1160 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1161 = stablehlo.subtract %1160, %1159 : tensor<2x8x4xf32>
    %1162 = stablehlo.multiply %1158, %1161 : tensor<2x8x4xf32>
    %1163 = stablehlo.transpose %579, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1164 = stablehlo.dot_general %1163, %1162, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1165 = stablehlo.add %1124, %1164 : tensor<2x4x4xf32>
    %1166 = stablehlo.broadcast_in_dim %357, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1167 = stablehlo.broadcast_in_dim %1166, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1168 = stablehlo.multiply %1162, %1167 : tensor<2x8x4xf32>
    %1169 = stablehlo.reduce(%1168 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1170 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1171 = stablehlo.broadcast_in_dim %1170, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1172 = stablehlo.multiply %1162, %1171 : tensor<2x8x4xf32>
    %1173 = stablehlo.reduce(%1172 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1174 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1175 = stablehlo.multiply %1174, %1147 : tensor<2x8x4xf32>
    %1176 = stablehlo.dot_general %1162, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1177 = stablehlo.add %1175, %1176 : tensor<2x8x4xf32>
    %1178 = stablehlo.broadcast_in_dim %361, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1179 = stablehlo.broadcast_in_dim %1178, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1180 = stablehlo.multiply %1179, %1177 : tensor<2x8x4xf32>
    %1181 = stablehlo.slice %770 [0:2, 5:6, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1182 = stablehlo.reshape %1181 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1183 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1184 = stablehlo.broadcast_in_dim %1182, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1185 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1186 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1187 = stablehlo.multiply %1185, %1186 : tensor<2x8x4xf32>
    %1188 = stablehlo.add %1180, %1187 : tensor<2x8x4xf32>
    %1189 = stablehlo.broadcast_in_dim %1182, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1191 = stablehlo.multiply %576, %1190 : tensor<2x8x4xf32>
    %1192 = stablehlo.reduce(%1191 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1193 = stablehlo.subtract %561, %569 : tensor<2x8x4xf32>
    %1194 = stablehlo.multiply %1188, %1193 : tensor<2x8x4xf32>
    %1195 = stablehlo.reduce(%1194 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1196 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1197 = stablehlo.subtract %1196, %350 : tensor<2x1x1xf32>
    %1198 = stablehlo.broadcast_in_dim %1197, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1199 = stablehlo.multiply %1198, %1188 : tensor<2x8x4xf32>
    %1200 = stablehlo.multiply %569, %569 : tensor<2x8x4xf32>
    %1201 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1202 = stablehlo.subtract %1201, %1200 : tensor<2x8x4xf32>
    %1203 = stablehlo.multiply %1199, %1202 : tensor<2x8x4xf32>
    %1204 = stablehlo.transpose %561, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1205 = stablehlo.dot_general %1204, %1203, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1206 = stablehlo.add %1165, %1205 : tensor<2x4x4xf32>
    %1207 = stablehlo.broadcast_in_dim %347, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1208 = stablehlo.broadcast_in_dim %1207, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1209 = stablehlo.multiply %1203, %1208 : tensor<2x8x4xf32>
    %1210 = stablehlo.reduce(%1209 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1211 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1212 = stablehlo.broadcast_in_dim %1211, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1213 = stablehlo.multiply %1203, %1212 : tensor<2x8x4xf32>
    %1214 = stablehlo.reduce(%1213 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1215 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1216 = stablehlo.multiply %1215, %1188 : tensor<2x8x4xf32>
    %1217 = stablehlo.dot_general %1203, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1218 = stablehlo.add %1216, %1217 : tensor<2x8x4xf32>
    %1219 = stablehlo.broadcast_in_dim %351, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1220 = stablehlo.broadcast_in_dim %1219, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1221 = stablehlo.multiply %1220, %1218 : tensor<2x8x4xf32>
    %1222 = stablehlo.slice %770 [0:2, 4:5, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1223 = stablehlo.reshape %1222 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1224 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1225 = stablehlo.broadcast_in_dim %1223, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1226 = stablehlo.broadcast_in_dim %1224, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1227 = stablehlo.broadcast_in_dim %1225, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1228 = stablehlo.multiply %1226, %1227 : tensor<2x8x4xf32>
    %1229 = stablehlo.add %1221, %1228 : tensor<2x8x4xf32>
    %1230 = stablehlo.broadcast_in_dim %1223, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1232 = stablehlo.multiply %558, %1231 : tensor<2x8x4xf32>
    %1233 = stablehlo.reduce(%1232 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1234 = stablehlo.subtract %543, %551 : tensor<2x8x4xf32>
    %1235 = stablehlo.multiply %1229, %1234 : tensor<2x8x4xf32>
    %1236 = stablehlo.reduce(%1235 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1237 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1238 = stablehlo.subtract %1237, %340 : tensor<2x1x1xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1240 = stablehlo.multiply %1239, %1229 : tensor<2x8x4xf32>
    %1241 = stablehlo.multiply %551, %551 : tensor<2x8x4xf32>
    %1242 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1243 = stablehlo.subtract %1242, %1241 : tensor<2x8x4xf32>
    %1244 = stablehlo.multiply %1240, %1243 : tensor<2x8x4xf32>
    %1245 = stablehlo.transpose %543, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1246 = stablehlo.dot_general %1245, %1244, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1247 = stablehlo.add %1206, %1246 : tensor<2x4x4xf32>
    %1248 = stablehlo.broadcast_in_dim %337, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1250 = stablehlo.multiply %1244, %1249 : tensor<2x8x4xf32>
    %1251 = stablehlo.reduce(%1250 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1252 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1253 = stablehlo.broadcast_in_dim %1252, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1254 = stablehlo.multiply %1244, %1253 : tensor<2x8x4xf32>
    %1255 = stablehlo.reduce(%1254 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1256 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1257 = stablehlo.multiply %1256, %1229 : tensor<2x8x4xf32>
    %1258 = stablehlo.dot_general %1244, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1259 = stablehlo.add %1257, %1258 : tensor<2x8x4xf32>
    %1260 = stablehlo.broadcast_in_dim %341, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1262 = stablehlo.multiply %1261, %1259 : tensor<2x8x4xf32>
    %1263 = stablehlo.slice %770 [0:2, 3:4, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1264 = stablehlo.reshape %1263 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1265 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1266 = stablehlo.broadcast_in_dim %1264, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1267 = stablehlo.broadcast_in_dim %1265, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1268 = stablehlo.broadcast_in_dim %1266, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1269 = stablehlo.multiply %1267, %1268 : tensor<2x8x4xf32>
    %1270 = stablehlo.add %1262, %1269 : tensor<2x8x4xf32>
    %1271 = stablehlo.broadcast_in_dim %1264, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1272 = stablehlo.broadcast_in_dim %1271, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1273 = stablehlo.multiply %540, %1272 : tensor<2x8x4xf32>
    %1274 = stablehlo.reduce(%1273 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1275 = stablehlo.subtract %525, %533 : tensor<2x8x4xf32>
    %1276 = stablehlo.multiply %1270, %1275 : tensor<2x8x4xf32>
    %1277 = stablehlo.reduce(%1276 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1278 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1279 = stablehlo.subtract %1278, %330 : tensor<2x1x1xf32>
    %1280 = stablehlo.broadcast_in_dim %1279, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1281 = stablehlo.multiply %1280, %1270 : tensor<2x8x4xf32>
    %1282 = stablehlo.multiply %533, %533 : tensor<2x8x4xf32>
    %1283 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1284 = stablehlo.subtract %1283, %1282 : tensor<2x8x4xf32>
    %1285 = stablehlo.multiply %1281, %1284 : tensor<2x8x4xf32>
    %1286 = stablehlo.transpose %525, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1287 = stablehlo.dot_general %1286, %1285, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1288 = stablehlo.add %1247, %1287 : tensor<2x4x4xf32>
    %1289 = stablehlo.broadcast_in_dim %327, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1290 = stablehlo.broadcast_in_dim %1289, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1291 = stablehlo.multiply %1285, %1290 : tensor<2x8x4xf32>
    %1292 = stablehlo.reduce(%1291 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1293 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1294 = stablehlo.broadcast_in_dim %1293, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1295 = stablehlo.multiply %1285, %1294 : tensor<2x8x4xf32>
    %1296 = stablehlo.reduce(%1295 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1297 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1298 = stablehlo.multiply %1297, %1270 : tensor<2x8x4xf32>
    %1299 = stablehlo.dot_general %1285, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1300 = stablehlo.add %1298, %1299 : tensor<2x8x4xf32>
    %1301 = stablehlo.broadcast_in_dim %331, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1302 = stablehlo.broadcast_in_dim %1301, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1303 = stablehlo.multiply %1302, %1300 : tensor<2x8x4xf32>
    %1304 = stablehlo.slice %770 [0:2, 2:3, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1305 = stablehlo.reshape %1304 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1306 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1307 = stablehlo.broadcast_in_dim %1305, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1308 = stablehlo.broadcast_in_dim %1306, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1309 = stablehlo.broadcast_in_dim %1307, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1310 = stablehlo.multiply %1308, %1309 : tensor<2x8x4xf32>
    %1311 = stablehlo.add %1303, %1310 : tensor<2x8x4xf32>
    %1312 = stablehlo.broadcast_in_dim %1305, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1314 = stablehlo.multiply %522, %1313 : tensor<2x8x4xf32>
    %1315 = stablehlo.reduce(%1314 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1316 = stablehlo.subtract %507, %515 : tensor<2x8x4xf32>
    %1317 = stablehlo.multiply %1311, %1316 : tensor<2x8x4xf32>
    %1318 = stablehlo.reduce(%1317 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1319 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1320 = stablehlo.subtract %1319, %320 : tensor<2x1x1xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1322 = stablehlo.multiply %1321, %1311 : tensor<2x8x4xf32>
    %1323 = stablehlo.multiply %515, %515 : tensor<2x8x4xf32>
    %1324 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1325 = stablehlo.subtract %1324, %1323 : tensor<2x8x4xf32>
    %1326 = stablehlo.multiply %1322, %1325 : tensor<2x8x4xf32>
    %1327 = stablehlo.transpose %507, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1328 = stablehlo.dot_general %1327, %1326, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1329 = stablehlo.add %1288, %1328 : tensor<2x4x4xf32>
    %1330 = stablehlo.broadcast_in_dim %317, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1331 = stablehlo.broadcast_in_dim %1330, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1332 = stablehlo.multiply %1326, %1331 : tensor<2x8x4xf32>
    %1333 = stablehlo.reduce(%1332 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1334 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1335 = stablehlo.broadcast_in_dim %1334, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1336 = stablehlo.multiply %1326, %1335 : tensor<2x8x4xf32>
    %1337 = stablehlo.reduce(%1336 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1338 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1339 = stablehlo.multiply %1338, %1311 : tensor<2x8x4xf32>
    %1340 = stablehlo.dot_general %1326, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1341 = stablehlo.add %1339, %1340 : tensor<2x8x4xf32>
    %1342 = stablehlo.broadcast_in_dim %321, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1343 = stablehlo.broadcast_in_dim %1342, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1344 = stablehlo.multiply %1343, %1341 : tensor<2x8x4xf32>
    %1345 = stablehlo.slice %770 [0:2, 1:2, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1346 = stablehlo.reshape %1345 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1347 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1348 = stablehlo.broadcast_in_dim %1346, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1349 = stablehlo.broadcast_in_dim %1347, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1350 = stablehlo.broadcast_in_dim %1348, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1351 = stablehlo.multiply %1349, %1350 : tensor<2x8x4xf32>
    %1352 = stablehlo.add %1344, %1351 : tensor<2x8x4xf32>
    %1353 = stablehlo.broadcast_in_dim %1346, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1354 = stablehlo.broadcast_in_dim %1353, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1355 = stablehlo.multiply %504, %1354 : tensor<2x8x4xf32>
    %1356 = stablehlo.reduce(%1355 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1357 = stablehlo.subtract %489, %497 : tensor<2x8x4xf32>
    %1358 = stablehlo.multiply %1352, %1357 : tensor<2x8x4xf32>
    %1359 = stablehlo.reduce(%1358 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1360 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1361 = stablehlo.subtract %1360, %310 : tensor<2x1x1xf32>
    %1362 = stablehlo.broadcast_in_dim %1361, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1363 = stablehlo.multiply %1362, %1352 : tensor<2x8x4xf32>
    %1364 = stablehlo.multiply %497, %497 : tensor<2x8x4xf32>
    %1365 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1366 = stablehlo.subtract %1365, %1364 : tensor<2x8x4xf32>
    %1367 = stablehlo.multiply %1363, %1366 : tensor<2x8x4xf32>
    %1368 = stablehlo.transpose %489, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1369 = stablehlo.dot_general %1368, %1367, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1370 = stablehlo.add %1329, %1369 : tensor<2x4x4xf32>
    %1371 = stablehlo.broadcast_in_dim %307, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1373 = stablehlo.multiply %1367, %1372 : tensor<2x8x4xf32>
    %1374 = stablehlo.reduce(%1373 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1375 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1376 = stablehlo.broadcast_in_dim %1375, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1377 = stablehlo.multiply %1367, %1376 : tensor<2x8x4xf32>
    %1378 = stablehlo.reduce(%1377 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1379 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1380 = stablehlo.multiply %1379, %1352 : tensor<2x8x4xf32>
    %1381 = stablehlo.dot_general %1367, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1382 = stablehlo.add %1380, %1381 : tensor<2x8x4xf32>
    %1383 = stablehlo.broadcast_in_dim %311, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1384 = stablehlo.broadcast_in_dim %1383, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1385 = stablehlo.multiply %1384, %1382 : tensor<2x8x4xf32>
    %1386 = stablehlo.slice %770 [0:2, 0:1, 0:4] : (tensor<2x16x4xf32>) -> tensor<2x1x4xf32>
    %1387 = stablehlo.reshape %1386 : (tensor<2x1x4xf32>) -> tensor<2x4xf32>
    %1388 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1389 = stablehlo.broadcast_in_dim %1387, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1390 = stablehlo.broadcast_in_dim %1388, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1391 = stablehlo.broadcast_in_dim %1389, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1392 = stablehlo.multiply %1390, %1391 : tensor<2x8x4xf32>
    %1393 = stablehlo.add %1385, %1392 : tensor<2x8x4xf32>
    %1394 = stablehlo.broadcast_in_dim %1387, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1395 = stablehlo.broadcast_in_dim %1394, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1396 = stablehlo.multiply %486, %1395 : tensor<2x8x4xf32>
    %1397 = stablehlo.reduce(%1396 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1398 = stablehlo.subtract %471, %479 : tensor<2x8x4xf32>
    %1399 = stablehlo.multiply %1393, %1398 : tensor<2x8x4xf32>
    %1400 = stablehlo.reduce(%1399 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2xf32>
    %1401 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %1402 = stablehlo.subtract %1401, %300 : tensor<2x1x1xf32>
    %1403 = stablehlo.broadcast_in_dim %1402, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1404 = stablehlo.multiply %1403, %1393 : tensor<2x8x4xf32>
    %1405 = stablehlo.multiply %479, %479 : tensor<2x8x4xf32>
    %1406 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %1407 = stablehlo.subtract %1406, %1405 : tensor<2x8x4xf32>
    %1408 = stablehlo.multiply %1404, %1407 : tensor<2x8x4xf32>
    %1409 = stablehlo.transpose %471, dims = [0, 2, 1] : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
    %1410 = stablehlo.dot_general %1409, %1408, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8xf32>, tensor<2x8x4xf32>) -> tensor<2x4x4xf32>
    %1411 = stablehlo.add %1370, %1410 : tensor<2x4x4xf32>
    %1412 = stablehlo.broadcast_in_dim %297, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1413 = stablehlo.broadcast_in_dim %1412, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x8x4xf32>
    %1414 = stablehlo.multiply %1408, %1413 : tensor<2x8x4xf32>
    %1415 = stablehlo.reduce(%1414 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1416 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %1417 = stablehlo.broadcast_in_dim %1416, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x4xf32>
    %1418 = stablehlo.multiply %1408, %1417 : tensor<2x8x4xf32>
    %1419 = stablehlo.reduce(%1418 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x8x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %1420 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x8x4xf32>
    %1421 = stablehlo.multiply %1420, %1393 : tensor<2x8x4xf32>
    %1422 = stablehlo.dot_general %1408, %127, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4x4xf32>) -> tensor<2x8x4xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<2x8x4xf32>
    %1424 = stablehlo.broadcast_in_dim %301, dims = [1, 2] : (tensor<1x1xf32>) -> tensor<1x1x1xf32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x4xf32>
    %1426 = stablehlo.multiply %1425, %1423 : tensor<2x8x4xf32>
    %1427 = stablehlo.broadcast_in_dim %1397, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1428 = stablehlo.broadcast_in_dim %1356, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1429 = stablehlo.broadcast_in_dim %1315, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1430 = stablehlo.broadcast_in_dim %1274, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1431 = stablehlo.broadcast_in_dim %1233, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1432 = stablehlo.broadcast_in_dim %1192, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1433 = stablehlo.broadcast_in_dim %1151, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1434 = stablehlo.broadcast_in_dim %1110, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1435 = stablehlo.broadcast_in_dim %1069, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1436 = stablehlo.broadcast_in_dim %1028, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1437 = stablehlo.broadcast_in_dim %987, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1438 = stablehlo.broadcast_in_dim %946, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1439 = stablehlo.broadcast_in_dim %905, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1440 = stablehlo.broadcast_in_dim %864, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1441 = stablehlo.broadcast_in_dim %823, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1442 = stablehlo.broadcast_in_dim %782, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1443 = stablehlo.concatenate %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1441, %1442, dim = 1 : (tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x16x8xf32>
    %1444 = stablehlo.broadcast_in_dim %1443, dims = [1, 2, 3] : (tensor<2x16x8xf32>) -> tensor<1x2x16x8xf32>
    %1445 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1446 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1447 = stablehlo.select %1445, %1446, %c_6 : tensor<i1>, tensor<i32>
    %1448 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1449 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %1450 = stablehlo.select %1448, %1449, %c_6 : tensor<i1>, tensor<i32>
    %1451 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1452 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %1453 = stablehlo.select %1451, %1452, %c_6 : tensor<i1>, tensor<i32>
    %1454 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1455 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1456 = stablehlo.select %1454, %1455, %c_6 : tensor<i1>, tensor<i32>
    %1457 = stablehlo.dynamic_update_slice %169, %1444, %1447, %1450, %1453, %1456 : (tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %1458 = stablehlo.broadcast_in_dim %1415, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1459 = stablehlo.broadcast_in_dim %1374, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1460 = stablehlo.broadcast_in_dim %1333, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1461 = stablehlo.broadcast_in_dim %1292, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1462 = stablehlo.broadcast_in_dim %1251, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1463 = stablehlo.broadcast_in_dim %1210, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1464 = stablehlo.broadcast_in_dim %1169, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1465 = stablehlo.broadcast_in_dim %1128, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1466 = stablehlo.broadcast_in_dim %1087, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1467 = stablehlo.broadcast_in_dim %1046, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1468 = stablehlo.broadcast_in_dim %1005, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1469 = stablehlo.broadcast_in_dim %964, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1470 = stablehlo.broadcast_in_dim %923, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1471 = stablehlo.broadcast_in_dim %882, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1472 = stablehlo.broadcast_in_dim %841, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1473 = stablehlo.broadcast_in_dim %800, dims = [0, 2] : (tensor<2x8xf32>) -> tensor<2x1x8xf32>
    %1474 = stablehlo.concatenate %1458, %1459, %1460, %1461, %1462, %1463, %1464, %1465, %1466, %1467, %1468, %1469, %1470, %1471, %1472, %1473, dim = 1 : (tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x16x8xf32>
    %1475 = stablehlo.broadcast_in_dim %1474, dims = [1, 2, 3] : (tensor<2x16x8xf32>) -> tensor<1x2x16x8xf32>
    %1476 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1477 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1478 = stablehlo.select %1476, %1477, %c_6 : tensor<i1>, tensor<i32>
    %1479 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1480 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %1481 = stablehlo.select %1479, %1480, %c_6 : tensor<i1>, tensor<i32>
    %1482 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1483 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %1484 = stablehlo.select %1482, %1483, %c_6 : tensor<i1>, tensor<i32>
    %1485 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1486 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1487 = stablehlo.select %1485, %1486, %c_6 : tensor<i1>, tensor<i32>
    %1488 = stablehlo.dynamic_update_slice %182, %1475, %1478, %1481, %1484, %1487 : (tensor<1x2x16x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x8xf32>
    %1489 = stablehlo.broadcast_in_dim %1419, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1490 = stablehlo.broadcast_in_dim %1378, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1491 = stablehlo.broadcast_in_dim %1337, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1492 = stablehlo.broadcast_in_dim %1296, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1493 = stablehlo.broadcast_in_dim %1255, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1494 = stablehlo.broadcast_in_dim %1214, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1495 = stablehlo.broadcast_in_dim %1173, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1496 = stablehlo.broadcast_in_dim %1132, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1497 = stablehlo.broadcast_in_dim %1091, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1498 = stablehlo.broadcast_in_dim %1050, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1499 = stablehlo.broadcast_in_dim %1009, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1500 = stablehlo.broadcast_in_dim %968, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1501 = stablehlo.broadcast_in_dim %927, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1502 = stablehlo.broadcast_in_dim %886, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1503 = stablehlo.broadcast_in_dim %845, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1504 = stablehlo.broadcast_in_dim %804, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %1505 = stablehlo.concatenate %1489, %1490, %1491, %1492, %1493, %1494, %1495, %1496, %1497, %1498, %1499, %1500, %1501, %1502, %1503, %1504, dim = 1 : (tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>, tensor<2x1x4xf32>) -> tensor<2x16x4xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [1, 2, 3] : (tensor<2x16x4xf32>) -> tensor<1x2x16x4xf32>
    %1507 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1508 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1509 = stablehlo.select %1507, %1508, %c_6 : tensor<i1>, tensor<i32>
    %1510 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1511 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %1512 = stablehlo.select %1510, %1511, %c_6 : tensor<i1>, tensor<i32>
    %1513 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1514 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %1515 = stablehlo.select %1513, %1514, %c_6 : tensor<i1>, tensor<i32>
    %1516 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1517 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1518 = stablehlo.select %1516, %1517, %c_6 : tensor<i1>, tensor<i32>
    %1519 = stablehlo.dynamic_update_slice %195, %1506, %1509, %1512, %1515, %1518 : (tensor<1x2x16x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x4xf32>
    %1520 = stablehlo.broadcast_in_dim %1400, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1521 = stablehlo.broadcast_in_dim %1359, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1522 = stablehlo.broadcast_in_dim %1318, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1523 = stablehlo.broadcast_in_dim %1277, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1524 = stablehlo.broadcast_in_dim %1236, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1525 = stablehlo.broadcast_in_dim %1195, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1526 = stablehlo.broadcast_in_dim %1154, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1527 = stablehlo.broadcast_in_dim %1113, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1528 = stablehlo.broadcast_in_dim %1072, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1529 = stablehlo.broadcast_in_dim %1031, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1530 = stablehlo.broadcast_in_dim %990, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1531 = stablehlo.broadcast_in_dim %949, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1532 = stablehlo.broadcast_in_dim %908, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1533 = stablehlo.broadcast_in_dim %867, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1534 = stablehlo.broadcast_in_dim %826, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1535 = stablehlo.broadcast_in_dim %785, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %1536 = stablehlo.concatenate %1520, %1521, %1522, %1523, %1524, %1525, %1526, %1527, %1528, %1529, %1530, %1531, %1532, %1533, %1534, %1535, dim = 1 : (tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x16xf32>
    %1537 = stablehlo.broadcast_in_dim %1536, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %1538 = stablehlo.broadcast_in_dim %1537, dims = [1, 2, 3] : (tensor<2x16x1xf32>) -> tensor<1x2x16x1xf32>
    %1539 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1540 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1541 = stablehlo.select %1539, %1540, %c_6 : tensor<i1>, tensor<i32>
    %1542 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1543 = stablehlo.add %c_6, %c_8 : tensor<i32>
    %1544 = stablehlo.select %1542, %1543, %c_6 : tensor<i1>, tensor<i32>
    %1545 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1546 = stablehlo.add %c_6, %c_3 : tensor<i32>
    %1547 = stablehlo.select %1545, %1546, %c_6 : tensor<i1>, tensor<i32>
    %1548 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1549 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1550 = stablehlo.select %1548, %1549, %c_6 : tensor<i1>, tensor<i32>
    %1551 = stablehlo.dynamic_update_slice %208, %1538, %1541, %1544, %1547, %1550 : (tensor<1x2x16x1xf32>, tensor<1x2x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x1xf32>
    %1552 = stablehlo.compare EQ, %iterArg_13, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1553 = stablehlo.convert %1552 : (tensor<i1>) -> tensor<i32>
    %1554 = "stablehlo.case"(%1553) ({
      stablehlo.return %221 : tensor<1x2x4x4xf32>
    }, {
      %1734 = stablehlo.broadcast_in_dim %1411, dims = [1, 2, 3] : (tensor<2x4x4xf32>) -> tensor<1x2x4x4xf32>
      %1735 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1736 = stablehlo.add %c_6, %c_4 : tensor<i32>
      %1737 = stablehlo.select %1735, %1736, %c_6 : tensor<i1>, tensor<i32>
      %1738 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1739 = stablehlo.add %c_6, %c_8 : tensor<i32>
      %1740 = stablehlo.select %1738, %1739, %c_6 : tensor<i1>, tensor<i32>
      %1741 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1742 = stablehlo.add %c_6, %c_7 : tensor<i32>
      %1743 = stablehlo.select %1741, %1742, %c_6 : tensor<i1>, tensor<i32>
      %1744 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1745 = stablehlo.add %c_6, %c_7 : tensor<i32>
      %1746 = stablehlo.select %1744, %1745, %c_6 : tensor<i1>, tensor<i32>
      %1747 = stablehlo.dynamic_update_slice %221, %1734, %1737, %1740, %1743, %1746 : (tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x4xf32>
      stablehlo.return %1747 : tensor<1x2x4x4xf32>
    }) : (tensor<i32>) -> tensor<1x2x4x4xf32>
    %1555 = stablehlo.compare LT, %11, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1556 = stablehlo.add %11, %c_8 : tensor<i32>
    %1557 = stablehlo.select %1555, %1556, %11 : tensor<i1>, tensor<i32>
    %1558 = stablehlo.compare LT, %12, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1559 = stablehlo.add %12, %c_7 : tensor<i32>
    %1560 = stablehlo.select %1558, %1559, %12 : tensor<i1>, tensor<i32>
    %1561 = stablehlo.compare LT, %13, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1562 = stablehlo.add %13, %c_2 : tensor<i32>
    %1563 = stablehlo.select %1561, %1562, %13 : tensor<i1>, tensor<i32>
    %1564 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1565 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1566 = stablehlo.select %1564, %1565, %c_6 : tensor<i1>, tensor<i32>
    %1567 = stablehlo.dynamic_update_slice %iterArg_14, %68, %1557, %1560, %1563, %1566 : (tensor<2x4x64x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x8xf32>
    %1568 = stablehlo.compare LT, %15, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1569 = stablehlo.add %15, %c_8 : tensor<i32>
    %1570 = stablehlo.select %1568, %1569, %15 : tensor<i1>, tensor<i32>
    %1571 = stablehlo.compare LT, %16, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1572 = stablehlo.add %16, %c_7 : tensor<i32>
    %1573 = stablehlo.select %1571, %1572, %16 : tensor<i1>, tensor<i32>
    %1574 = stablehlo.compare LT, %17, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1575 = stablehlo.add %17, %c_2 : tensor<i32>
    %1576 = stablehlo.select %1574, %1575, %17 : tensor<i1>, tensor<i32>
    %1577 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1578 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1579 = stablehlo.select %1577, %1578, %c_6 : tensor<i1>, tensor<i32>
    %1580 = stablehlo.dynamic_update_slice %iterArg_15, %81, %1570, %1573, %1576, %1579 : (tensor<2x4x64x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x8xf32>
    %1581 = stablehlo.compare LT, %19, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1582 = stablehlo.add %19, %c_8 : tensor<i32>
    %1583 = stablehlo.select %1581, %1582, %19 : tensor<i1>, tensor<i32>
    %1584 = stablehlo.compare LT, %20, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1585 = stablehlo.add %20, %c_7 : tensor<i32>
    %1586 = stablehlo.select %1584, %1585, %20 : tensor<i1>, tensor<i32>
    %1587 = stablehlo.compare LT, %21, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1588 = stablehlo.add %21, %c_2 : tensor<i32>
    %1589 = stablehlo.select %1587, %1588, %21 : tensor<i1>, tensor<i32>
    %1590 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1591 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1592 = stablehlo.select %1590, %1591, %c_6 : tensor<i1>, tensor<i32>
    %1593 = stablehlo.dynamic_update_slice %iterArg_16, %94, %1583, %1586, %1589, %1592 : (tensor<2x4x64x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x4xf32>
    %1594 = stablehlo.compare LT, %23, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1595 = stablehlo.add %23, %c_8 : tensor<i32>
    %1596 = stablehlo.select %1594, %1595, %23 : tensor<i1>, tensor<i32>
    %1597 = stablehlo.compare LT, %24, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1598 = stablehlo.add %24, %c_7 : tensor<i32>
    %1599 = stablehlo.select %1597, %1598, %24 : tensor<i1>, tensor<i32>
    %1600 = stablehlo.compare LT, %25, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1601 = stablehlo.add %25, %c_2 : tensor<i32>
    %1602 = stablehlo.select %1600, %1601, %25 : tensor<i1>, tensor<i32>
    %1603 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1604 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1605 = stablehlo.select %1603, %1604, %c_6 : tensor<i1>, tensor<i32>
    %1606 = stablehlo.dynamic_update_slice %iterArg_17, %107, %1596, %1599, %1602, %1605 : (tensor<2x4x64x1xf32>, tensor<1x2x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x1xf32>
    %1607 = stablehlo.compare LT, %27, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1608 = stablehlo.add %27, %c_8 : tensor<i32>
    %1609 = stablehlo.select %1607, %1608, %27 : tensor<i1>, tensor<i32>
    %1610 = stablehlo.compare LT, %28, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1611 = stablehlo.add %28, %c_2 : tensor<i32>
    %1612 = stablehlo.select %1610, %1611, %28 : tensor<i1>, tensor<i32>
    %1613 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1614 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1615 = stablehlo.select %1613, %1614, %c_6 : tensor<i1>, tensor<i32>
    %1616 = stablehlo.dynamic_update_slice %iterArg_18, %117, %1609, %1612, %1615 : (tensor<2x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x1xf32>
    %1617 = stablehlo.compare LT, %29, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1618 = stablehlo.add %29, %c_7 : tensor<i32>
    %1619 = stablehlo.select %1617, %1618, %29 : tensor<i1>, tensor<i32>
    %1620 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1621 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1622 = stablehlo.select %1620, %1621, %c_6 : tensor<i1>, tensor<i32>
    %1623 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1624 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1625 = stablehlo.select %1623, %1624, %c_6 : tensor<i1>, tensor<i32>
    %1626 = stablehlo.dynamic_update_slice %iterArg_19, %127, %1619, %1622, %1625 : (tensor<4x4x4xf32>, tensor<2x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x4xf32>
    %1627 = stablehlo.compare LT, %31, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1628 = stablehlo.add %31, %c_8 : tensor<i32>
    %1629 = stablehlo.select %1627, %1628, %31 : tensor<i1>, tensor<i32>
    %1630 = stablehlo.compare LT, %32, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1631 = stablehlo.add %32, %c_7 : tensor<i32>
    %1632 = stablehlo.select %1630, %1631, %32 : tensor<i1>, tensor<i32>
    %1633 = stablehlo.compare LT, %33, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1634 = stablehlo.add %33, %c_7 : tensor<i32>
    %1635 = stablehlo.select %1633, %1634, %33 : tensor<i1>, tensor<i32>
    %1636 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1637 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1638 = stablehlo.select %1636, %1637, %c_6 : tensor<i1>, tensor<i32>
    %1639 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1640 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1641 = stablehlo.select %1639, %1640, %c_6 : tensor<i1>, tensor<i32>
    %1642 = stablehlo.dynamic_update_slice %iterArg_20, %143, %1629, %1632, %1635, %1638, %1641 : (tensor<2x4x4x8x4xf32>, tensor<1x2x1x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x8x4xf32>
    %1643 = stablehlo.compare LT, %35, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1644 = stablehlo.add %35, %c_8 : tensor<i32>
    %1645 = stablehlo.select %1643, %1644, %35 : tensor<i1>, tensor<i32>
    %1646 = stablehlo.compare LT, %36, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1647 = stablehlo.add %36, %c_7 : tensor<i32>
    %1648 = stablehlo.select %1646, %1647, %36 : tensor<i1>, tensor<i32>
    %1649 = stablehlo.compare LT, %37, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1650 = stablehlo.add %37, %c_2 : tensor<i32>
    %1651 = stablehlo.select %1649, %1650, %37 : tensor<i1>, tensor<i32>
    %1652 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1653 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1654 = stablehlo.select %1652, %1653, %c_6 : tensor<i1>, tensor<i32>
    %1655 = stablehlo.dynamic_update_slice %iterArg_21, %156, %1645, %1648, %1651, %1654 : (tensor<2x4x64x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x4xf32>
    %1656 = stablehlo.compare LT, %39, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1657 = stablehlo.add %39, %c_8 : tensor<i32>
    %1658 = stablehlo.select %1656, %1657, %39 : tensor<i1>, tensor<i32>
    %1659 = stablehlo.compare LT, %40, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1660 = stablehlo.add %40, %c_7 : tensor<i32>
    %1661 = stablehlo.select %1659, %1660, %40 : tensor<i1>, tensor<i32>
    %1662 = stablehlo.compare LT, %41, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1663 = stablehlo.add %41, %c_2 : tensor<i32>
    %1664 = stablehlo.select %1662, %1663, %41 : tensor<i1>, tensor<i32>
    %1665 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1666 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1667 = stablehlo.select %1665, %1666, %c_6 : tensor<i1>, tensor<i32>
    %1668 = stablehlo.dynamic_update_slice %iterArg_22, %1457, %1658, %1661, %1664, %1667 : (tensor<2x4x64x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x8xf32>
    %1669 = stablehlo.compare LT, %43, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1670 = stablehlo.add %43, %c_8 : tensor<i32>
    %1671 = stablehlo.select %1669, %1670, %43 : tensor<i1>, tensor<i32>
    %1672 = stablehlo.compare LT, %44, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1673 = stablehlo.add %44, %c_7 : tensor<i32>
    %1674 = stablehlo.select %1672, %1673, %44 : tensor<i1>, tensor<i32>
    %1675 = stablehlo.compare LT, %45, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1676 = stablehlo.add %45, %c_2 : tensor<i32>
    %1677 = stablehlo.select %1675, %1676, %45 : tensor<i1>, tensor<i32>
    %1678 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1679 = stablehlo.add %c_6, %c_1 : tensor<i32>
    %1680 = stablehlo.select %1678, %1679, %c_6 : tensor<i1>, tensor<i32>
    %1681 = stablehlo.dynamic_update_slice %iterArg_23, %1488, %1671, %1674, %1677, %1680 : (tensor<2x4x64x8xf32>, tensor<1x2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x8xf32>
    %1682 = stablehlo.compare LT, %47, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1683 = stablehlo.add %47, %c_8 : tensor<i32>
    %1684 = stablehlo.select %1682, %1683, %47 : tensor<i1>, tensor<i32>
    %1685 = stablehlo.compare LT, %48, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1686 = stablehlo.add %48, %c_7 : tensor<i32>
    %1687 = stablehlo.select %1685, %1686, %48 : tensor<i1>, tensor<i32>
    %1688 = stablehlo.compare LT, %49, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1689 = stablehlo.add %49, %c_2 : tensor<i32>
    %1690 = stablehlo.select %1688, %1689, %49 : tensor<i1>, tensor<i32>
    %1691 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1692 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1693 = stablehlo.select %1691, %1692, %c_6 : tensor<i1>, tensor<i32>
    %1694 = stablehlo.dynamic_update_slice %iterArg_24, %1519, %1684, %1687, %1690, %1693 : (tensor<2x4x64x4xf32>, tensor<1x2x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x4xf32>
    %1695 = stablehlo.compare LT, %51, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1696 = stablehlo.add %51, %c_8 : tensor<i32>
    %1697 = stablehlo.select %1695, %1696, %51 : tensor<i1>, tensor<i32>
    %1698 = stablehlo.compare LT, %52, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1699 = stablehlo.add %52, %c_7 : tensor<i32>
    %1700 = stablehlo.select %1698, %1699, %52 : tensor<i1>, tensor<i32>
    %1701 = stablehlo.compare LT, %53, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1702 = stablehlo.add %53, %c_2 : tensor<i32>
    %1703 = stablehlo.select %1701, %1702, %53 : tensor<i1>, tensor<i32>
    %1704 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1705 = stablehlo.add %c_6, %c_4 : tensor<i32>
    %1706 = stablehlo.select %1704, %1705, %c_6 : tensor<i1>, tensor<i32>
    %1707 = stablehlo.dynamic_update_slice %iterArg_25, %1551, %1697, %1700, %1703, %1706 : (tensor<2x4x64x1xf32>, tensor<1x2x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x64x1xf32>
    %1708 = stablehlo.compare LT, %54, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1709 = stablehlo.add %54, %c_8 : tensor<i32>
    %1710 = stablehlo.select %1708, %1709, %54 : tensor<i1>, tensor<i32>
    %1711 = stablehlo.compare LT, %55, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1712 = stablehlo.add %55, %c_7 : tensor<i32>
    %1713 = stablehlo.select %1711, %1712, %55 : tensor<i1>, tensor<i32>
    %1714 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1715 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1716 = stablehlo.select %1714, %1715, %c_6 : tensor<i1>, tensor<i32>
    %1717 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1718 = stablehlo.add %c_6, %c_7 : tensor<i32>
    %1719 = stablehlo.select %1717, %1718, %c_6 : tensor<i1>, tensor<i32>
    %1720 = stablehlo.dynamic_update_slice %iterArg_26, %1554, %1710, %1713, %1716, %1719 : (tensor<2x4x4x4xf32>, tensor<1x2x4x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x4x4xf32>
    %1721 = stablehlo.add %iterArg_10, %c_4 : tensor<i32>
    %1722 = stablehlo.add %iterArg_13, %c_4 : tensor<i32>
    %1723 = func.call @namtrain_m2rnn_tiny_cpu_b2_bwd___where(%c, %1722, %iterArg_13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1724 = stablehlo.compare EQ, %1723, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1725 = func.call @namtrain_m2rnn_tiny_cpu_b2_bwd___where_0(%1724, %c_6, %1723) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1726 = stablehlo.add %iterArg_12, %c_4 : tensor<i32>
    %1727 = func.call @namtrain_m2rnn_tiny_cpu_b2_bwd___where(%1724, %1726, %iterArg_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1728 = stablehlo.compare EQ, %1727, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1729 = func.call @namtrain_m2rnn_tiny_cpu_b2_bwd___where_0(%1728, %c_6, %1727) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1730 = stablehlo.add %iterArg_11, %c_4 : tensor<i32>
    %1731 = func.call @namtrain_m2rnn_tiny_cpu_b2_bwd___where(%1728, %1730, %iterArg_11) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1732 = stablehlo.compare EQ, %1731, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1733 = func.call @namtrain_m2rnn_tiny_cpu_b2_bwd___where_0(%1732, %c_6, %1731) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %1721, %1733, %1729, %1725, %1567, %1580, %1593, %1606, %1616, %1626, %1642, %1655, %1668, %1681, %1694, %1707, %1720, %1426, %1411 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x64x1xf32>, tensor<4x4x4xf32>, tensor<2x4x4x8x4xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x4x4x4xf32>, tensor<2x8x4xf32>, tensor<2x4x4xf32>
  }
  return %9#13, %9#14, %9#15, %9#16, %9#17 : tensor<2x4x64x8xf32>, tensor<2x4x64x8xf32>, tensor<2x4x64x4xf32>, tensor<2x4x64x1xf32>, tensor<2x4x4x4xf32>
}
func.func private @namtrain_m2rnn_tiny_cpu_b2_bwd___where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_m2rnn_tiny_cpu_b2_bwd___where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
