func.func private @namtrain_ssd_tiny_cpu_bwd(%arg0: tensor<1x4x16x64xf32>, %arg1: tensor<1x4x64xf32>, %arg2: tensor<4x1xf32>, %arg3: tensor<1x2x64x8xf32>, %arg4: tensor<1x2x64x8xf32>, %arg5: tensor<1x1x64xi32>, %arg6: tensor<4x1xf32>, %arg7: tensor<1x4x4x16x8xf32>, %arg8: tensor<1x4x16x64xf32>) -> (tensor<1x4x16x64xf32> {jax.result_info = "result[0]"}, tensor<1x4x64xf32> {jax.result_info = "result[1]"}, tensor<4x1xf32> {jax.result_info = "result[2]"}, tensor<1x2x64x8xf32> {jax.result_info = "result[3]"}, tensor<1x2x64x8xf32> {jax.result_info = "result[4]"}, tensor<4x1xf32> {jax.result_info = "result[5]"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<15> : tensor<i32>
  %cst = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
  %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_2 = stablehlo.constant dense<8> : tensor<i32>
  %c_3 = stablehlo.constant dense<64> : tensor<i32>
  %c_4 = stablehlo.constant dense<16> : tensor<i32>
  %c_5 = stablehlo.constant dense<3> : tensor<i32>
  %c_6 = stablehlo.constant dense<4> : tensor<i32>
  %c_7 = stablehlo.constant dense<2> : tensor<i32>
  %c_8 = stablehlo.constant dense<1> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
  %1 = stablehlo.slice %arg5 [0:1, 0:1, 0:63] : (tensor<1x1x64xi32>) -> tensor<1x1x63xi32>
  %2 = stablehlo.reshape %1 : (tensor<1x1x63xi32>) -> tensor<1x63xi32>
  %3 = stablehlo.concatenate %0, %2, dim = 1 : (tensor<1x1xi32>, tensor<1x63xi32>) -> tensor<1x64xi32>
  %4 = stablehlo.slice %3 [0:1, 0:64:16] : (tensor<1x64xi32>) -> tensor<1x4xi32>
  %5 = stablehlo.reshape %4 : (tensor<1x4xi32>) -> tensor<4xi32>
  %6 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x16x64xf32>
  %7 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
  %8 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
  %9 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x2x64x8xf32>
  %10 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x2x64x8xf32>
  %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4x64xf32>
  %12 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
  %13 = stablehlo.multiply %c_8, %c_7 : tensor<i32>
  %14 = stablehlo.multiply %13, %c_6 : tensor<i32>
  %15:22 = stablehlo.while(%iterArg = %14, %iterArg_11 = %5, %iterArg_12 = %c_10, %iterArg_13 = %c_10, %iterArg_14 = %c_10, %iterArg_15 = %c_10, %iterArg_16 = %arg0, %iterArg_17 = %arg1, %iterArg_18 = %arg2, %iterArg_19 = %arg3, %iterArg_20 = %arg4, %iterArg_21 = %arg5, %iterArg_22 = %arg6, %iterArg_23 = %arg8, %iterArg_24 = %arg7, %iterArg_25 = %6, %iterArg_26 = %7, %iterArg_27 = %8, %iterArg_28 = %9, %iterArg_29 = %10, %iterArg_30 = %11, %iterArg_31 = %12) : tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x4x16x64xf32>, tensor<1x4x64xf32>, tensor<4x1xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<1x1x64xi32>, tensor<4x1xf32>, tensor<1x4x16x64xf32>, tensor<1x4x4x16x8xf32>, tensor<1x4x16x64xf32>, tensor<1x4x64xf32>, tensor<1x4x64xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<1x4x64xf32>, tensor<2x16x8xf32>
  cond {
    %24 = stablehlo.convert %iterArg : tensor<i32>
    %25 = stablehlo.compare LT, %iterArg_12, %24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %25 : tensor<i1>
  } do {
    %24 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %25 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %26 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %27 = stablehlo.multiply %c_4, %24 : tensor<i32>
    %28 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %29 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %30 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %31 = stablehlo.multiply %c_4, %28 : tensor<i32>
    %32 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %33 = stablehlo.multiply %iterArg_14, %c_7 : tensor<i32>
    %34 = stablehlo.divide %33, %c_7 : tensor<i32>
    %35 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %36 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %37 = stablehlo.multiply %c_8, %34 : tensor<i32>
    %38 = stablehlo.multiply %c_4, %35 : tensor<i32>
    %39 = stablehlo.multiply %iterArg_14, %c_7 : tensor<i32>
    %40 = stablehlo.divide %39, %c_7 : tensor<i32>
    %41 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %42 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %43 = stablehlo.multiply %c_8, %40 : tensor<i32>
    %44 = stablehlo.multiply %c_4, %41 : tensor<i32>
    %45 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %46 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %47 = stablehlo.multiply %c_4, %45 : tensor<i32>
    %48 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %49 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %50 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %51 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %52 = stablehlo.multiply %c_4, %49 : tensor<i32>
    %53 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %54 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %55 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %56 = stablehlo.multiply %c_8, %53 : tensor<i32>
    %57 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %58 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %59 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %60 = stablehlo.multiply %c_4, %57 : tensor<i32>
    %61 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %62 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %63 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %64 = stablehlo.multiply %c_4, %61 : tensor<i32>
    %65 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %66 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %67 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %68 = stablehlo.multiply %c_4, %65 : tensor<i32>
    %69 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %70 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %71 = stablehlo.multiply %c_8, %iterArg_14 : tensor<i32>
    %72 = stablehlo.multiply %c_4, %69 : tensor<i32>
    %73 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %74 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %75 = stablehlo.multiply %c_8, %iterArg_14 : tensor<i32>
    %76 = stablehlo.multiply %c_4, %73 : tensor<i32>
    %77 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %78 = stablehlo.multiply %c_8, %iterArg_13 : tensor<i32>
    %79 = stablehlo.multiply %c_7, %iterArg_14 : tensor<i32>
    %80 = stablehlo.multiply %c_4, %77 : tensor<i32>
    %81 = stablehlo.compare LT, %25, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %82 = stablehlo.add %25, %c_8 : tensor<i32>
    %83 = stablehlo.select %81, %82, %25 : tensor<i1>, tensor<i32>
    %84 = stablehlo.compare LT, %26, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = stablehlo.add %26, %c_6 : tensor<i32>
    %86 = stablehlo.select %84, %85, %26 : tensor<i1>, tensor<i32>
    %87 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %89 = stablehlo.select %87, %88, %c_10 : tensor<i1>, tensor<i32>
    %90 = stablehlo.compare LT, %27, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %91 = stablehlo.add %27, %c_3 : tensor<i32>
    %92 = stablehlo.select %90, %91, %27 : tensor<i1>, tensor<i32>
    %93 = stablehlo.dynamic_slice %iterArg_16, %83, %86, %89, %92, sizes = [1, 2, 16, 16] : (tensor<1x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %94 = stablehlo.compare LT, %29, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = stablehlo.add %29, %c_8 : tensor<i32>
    %96 = stablehlo.select %94, %95, %29 : tensor<i1>, tensor<i32>
    %97 = stablehlo.compare LT, %30, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = stablehlo.add %30, %c_6 : tensor<i32>
    %99 = stablehlo.select %97, %98, %30 : tensor<i1>, tensor<i32>
    %100 = stablehlo.compare LT, %31, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %101 = stablehlo.add %31, %c_3 : tensor<i32>
    %102 = stablehlo.select %100, %101, %31 : tensor<i1>, tensor<i32>
    %103 = stablehlo.dynamic_slice %iterArg_17, %96, %99, %102, sizes = [1, 2, 16] : (tensor<1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %104 = stablehlo.compare LT, %32, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %32, %c_6 : tensor<i32>
    %106 = stablehlo.select %104, %105, %32 : tensor<i1>, tensor<i32>
    %107 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %108 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %109 = stablehlo.select %107, %108, %c_10 : tensor<i1>, tensor<i32>
    %110 = stablehlo.dynamic_slice %iterArg_18, %106, %109, sizes = [2, 1] : (tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %111 = stablehlo.compare LT, %36, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %36, %c_8 : tensor<i32>
    %113 = stablehlo.select %111, %112, %36 : tensor<i1>, tensor<i32>
    %114 = stablehlo.compare LT, %37, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = stablehlo.add %37, %c_7 : tensor<i32>
    %116 = stablehlo.select %114, %115, %37 : tensor<i1>, tensor<i32>
    %117 = stablehlo.compare LT, %38, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %118 = stablehlo.add %38, %c_3 : tensor<i32>
    %119 = stablehlo.select %117, %118, %38 : tensor<i1>, tensor<i32>
    %120 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %121 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %122 = stablehlo.select %120, %121, %c_10 : tensor<i1>, tensor<i32>
    %123 = stablehlo.dynamic_slice %iterArg_19, %113, %116, %119, %122, sizes = [1, 1, 16, 8] : (tensor<1x2x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %124 = stablehlo.compare LT, %42, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %42, %c_8 : tensor<i32>
    %126 = stablehlo.select %124, %125, %42 : tensor<i1>, tensor<i32>
    %127 = stablehlo.compare LT, %43, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.add %43, %c_7 : tensor<i32>
    %129 = stablehlo.select %127, %128, %43 : tensor<i1>, tensor<i32>
    %130 = stablehlo.compare LT, %44, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %131 = stablehlo.add %44, %c_3 : tensor<i32>
    %132 = stablehlo.select %130, %131, %44 : tensor<i1>, tensor<i32>
    %133 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %134 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %135 = stablehlo.select %133, %134, %c_10 : tensor<i1>, tensor<i32>
    %136 = stablehlo.dynamic_slice %iterArg_20, %126, %129, %132, %135, sizes = [1, 1, 16, 8] : (tensor<1x2x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %137 = stablehlo.compare LT, %46, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = stablehlo.add %46, %c_8 : tensor<i32>
    %139 = stablehlo.select %137, %138, %46 : tensor<i1>, tensor<i32>
    %140 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %142 = stablehlo.select %140, %141, %c_10 : tensor<i1>, tensor<i32>
    %143 = stablehlo.compare LT, %47, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.add %47, %c_3 : tensor<i32>
    %145 = stablehlo.select %143, %144, %47 : tensor<i1>, tensor<i32>
    %146 = stablehlo.dynamic_slice %iterArg_21, %139, %142, %145, sizes = [1, 1, 16] : (tensor<1x1x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16xi32>
    %147 = stablehlo.compare LT, %48, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %48, %c_6 : tensor<i32>
    %149 = stablehlo.select %147, %148, %48 : tensor<i1>, tensor<i32>
    %150 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %152 = stablehlo.select %150, %151, %c_10 : tensor<i1>, tensor<i32>
    %153 = stablehlo.dynamic_slice %iterArg_22, %149, %152, sizes = [2, 1] : (tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<2x1xf32>
    %154 = stablehlo.compare LT, %50, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = stablehlo.add %50, %c_8 : tensor<i32>
    %156 = stablehlo.select %154, %155, %50 : tensor<i1>, tensor<i32>
    %157 = stablehlo.compare LT, %51, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %51, %c_6 : tensor<i32>
    %159 = stablehlo.select %157, %158, %51 : tensor<i1>, tensor<i32>
    %160 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %162 = stablehlo.select %160, %161, %c_10 : tensor<i1>, tensor<i32>
    %163 = stablehlo.compare LT, %52, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %52, %c_3 : tensor<i32>
    %165 = stablehlo.select %163, %164, %52 : tensor<i1>, tensor<i32>
    %166 = stablehlo.dynamic_slice %iterArg_23, %156, %159, %162, %165, sizes = [1, 2, 16, 16] : (tensor<1x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %167 = stablehlo.compare LT, %54, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %54, %c_8 : tensor<i32>
    %169 = stablehlo.select %167, %168, %54 : tensor<i1>, tensor<i32>
    %170 = stablehlo.compare LT, %55, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %55, %c_6 : tensor<i32>
    %172 = stablehlo.select %170, %171, %55 : tensor<i1>, tensor<i32>
    %173 = stablehlo.compare LT, %56, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.add %56, %c_6 : tensor<i32>
    %175 = stablehlo.select %173, %174, %56 : tensor<i1>, tensor<i32>
    %176 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %178 = stablehlo.select %176, %177, %c_10 : tensor<i1>, tensor<i32>
    %179 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %181 = stablehlo.select %179, %180, %c_10 : tensor<i1>, tensor<i32>
    %182 = stablehlo.dynamic_slice %iterArg_24, %169, %172, %175, %178, %181, sizes = [1, 2, 1, 16, 8] : (tensor<1x4x4x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16x8xf32>
    %183 = stablehlo.compare LT, %58, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %184 = stablehlo.add %58, %c_8 : tensor<i32>
    %185 = stablehlo.select %183, %184, %58 : tensor<i1>, tensor<i32>
    %186 = stablehlo.compare LT, %59, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %187 = stablehlo.add %59, %c_6 : tensor<i32>
    %188 = stablehlo.select %186, %187, %59 : tensor<i1>, tensor<i32>
    %189 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %191 = stablehlo.select %189, %190, %c_10 : tensor<i1>, tensor<i32>
    %192 = stablehlo.compare LT, %60, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.add %60, %c_3 : tensor<i32>
    %194 = stablehlo.select %192, %193, %60 : tensor<i1>, tensor<i32>
    %195 = stablehlo.dynamic_slice %iterArg_25, %185, %188, %191, %194, sizes = [1, 2, 16, 16] : (tensor<1x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %196 = stablehlo.compare LT, %62, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %62, %c_8 : tensor<i32>
    %198 = stablehlo.select %196, %197, %62 : tensor<i1>, tensor<i32>
    %199 = stablehlo.compare LT, %63, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %63, %c_6 : tensor<i32>
    %201 = stablehlo.select %199, %200, %63 : tensor<i1>, tensor<i32>
    %202 = stablehlo.compare LT, %64, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %203 = stablehlo.add %64, %c_3 : tensor<i32>
    %204 = stablehlo.select %202, %203, %64 : tensor<i1>, tensor<i32>
    %205 = stablehlo.dynamic_slice %iterArg_26, %198, %201, %204, sizes = [1, 2, 16] : (tensor<1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %206 = stablehlo.compare LT, %66, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = stablehlo.add %66, %c_8 : tensor<i32>
    %208 = stablehlo.select %206, %207, %66 : tensor<i1>, tensor<i32>
    %209 = stablehlo.compare LT, %67, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %210 = stablehlo.add %67, %c_6 : tensor<i32>
    %211 = stablehlo.select %209, %210, %67 : tensor<i1>, tensor<i32>
    %212 = stablehlo.compare LT, %68, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %213 = stablehlo.add %68, %c_3 : tensor<i32>
    %214 = stablehlo.select %212, %213, %68 : tensor<i1>, tensor<i32>
    %215 = stablehlo.dynamic_slice %iterArg_27, %208, %211, %214, sizes = [1, 2, 16] : (tensor<1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %216 = stablehlo.compare LT, %70, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %217 = stablehlo.add %70, %c_8 : tensor<i32>
    %218 = stablehlo.select %216, %217, %70 : tensor<i1>, tensor<i32>
    %219 = stablehlo.compare LT, %71, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %220 = stablehlo.add %71, %c_7 : tensor<i32>
    %221 = stablehlo.select %219, %220, %71 : tensor<i1>, tensor<i32>
    %222 = stablehlo.compare LT, %72, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %223 = stablehlo.add %72, %c_3 : tensor<i32>
    %224 = stablehlo.select %222, %223, %72 : tensor<i1>, tensor<i32>
    %225 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %226 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %227 = stablehlo.select %225, %226, %c_10 : tensor<i1>, tensor<i32>
    %228 = stablehlo.dynamic_slice %iterArg_28, %218, %221, %224, %227, sizes = [1, 1, 16, 8] : (tensor<1x2x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %229 = stablehlo.compare LT, %74, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %74, %c_8 : tensor<i32>
    %231 = stablehlo.select %229, %230, %74 : tensor<i1>, tensor<i32>
    %232 = stablehlo.compare LT, %75, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %233 = stablehlo.add %75, %c_7 : tensor<i32>
    %234 = stablehlo.select %232, %233, %75 : tensor<i1>, tensor<i32>
    %235 = stablehlo.compare LT, %76, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %76, %c_3 : tensor<i32>
    %237 = stablehlo.select %235, %236, %76 : tensor<i1>, tensor<i32>
    %238 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %239 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %240 = stablehlo.select %238, %239, %c_10 : tensor<i1>, tensor<i32>
    %241 = stablehlo.dynamic_slice %iterArg_29, %231, %234, %237, %240, sizes = [1, 1, 16, 8] : (tensor<1x2x64x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %242 = stablehlo.compare LT, %78, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %243 = stablehlo.add %78, %c_8 : tensor<i32>
    %244 = stablehlo.select %242, %243, %78 : tensor<i1>, tensor<i32>
    %245 = stablehlo.compare LT, %79, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %246 = stablehlo.add %79, %c_6 : tensor<i32>
    %247 = stablehlo.select %245, %246, %79 : tensor<i1>, tensor<i32>
    %248 = stablehlo.compare LT, %80, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = stablehlo.add %80, %c_3 : tensor<i32>
    %250 = stablehlo.select %248, %249, %80 : tensor<i1>, tensor<i32>
    %251 = stablehlo.dynamic_slice %iterArg_30, %244, %247, %250, sizes = [1, 2, 16] : (tensor<1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %252 = stablehlo.subtract %c_5, %iterArg_15 : tensor<i32>
    %253 = stablehlo.compare EQ, %iterArg_15, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %254 = stablehlo.convert %253 : (tensor<i1>) -> tensor<i32>
    %255 = "stablehlo.case"(%254) ({
      stablehlo.return %iterArg_31 : tensor<2x16x8xf32>
    }, {
      %759 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x8xf32>
      stablehlo.return %759 : tensor<2x16x8xf32>
    }) : (tensor<i32>) -> tensor<2x16x8xf32>
    %256 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %258 = stablehlo.select %256, %257, %c_10 : tensor<i1>, tensor<i32>
    %259 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %261 = stablehlo.select %259, %260, %c_10 : tensor<i1>, tensor<i32>
    %262 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %263 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %264 = stablehlo.select %262, %263, %c_10 : tensor<i1>, tensor<i32>
    %265 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %266 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %267 = stablehlo.select %265, %266, %c_10 : tensor<i1>, tensor<i32>
    %268 = stablehlo.dynamic_slice %93, %258, %261, %264, %267, sizes = [1, 2, 16, 16] : (tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %270 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_10 : tensor<i1>, tensor<i32>
    %273 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %275 = stablehlo.select %273, %274, %c_10 : tensor<i1>, tensor<i32>
    %276 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_10 : tensor<i1>, tensor<i32>
    %279 = stablehlo.dynamic_slice %103, %272, %275, %278, sizes = [1, 2, 16] : (tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    %281 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %283 = stablehlo.select %281, %282, %c_10 : tensor<i1>, tensor<i32>
    %284 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %285 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %286 = stablehlo.select %284, %285, %c_10 : tensor<i1>, tensor<i32>
    %287 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %288 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %289 = stablehlo.select %287, %288, %c_10 : tensor<i1>, tensor<i32>
    %290 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %291 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %292 = stablehlo.select %290, %291, %c_10 : tensor<i1>, tensor<i32>
    %293 = stablehlo.dynamic_slice %123, %283, %286, %289, %292, sizes = [1, 1, 16, 8] : (tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x1x16x8xf32>) -> tensor<16x8xf32>
    %295 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %296 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %297 = stablehlo.select %295, %296, %c_10 : tensor<i1>, tensor<i32>
    %298 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %299 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %300 = stablehlo.select %298, %299, %c_10 : tensor<i1>, tensor<i32>
    %301 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %302 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %303 = stablehlo.select %301, %302, %c_10 : tensor<i1>, tensor<i32>
    %304 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %305 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %306 = stablehlo.select %304, %305, %c_10 : tensor<i1>, tensor<i32>
    %307 = stablehlo.dynamic_slice %136, %297, %300, %303, %306, sizes = [1, 1, 16, 8] : (tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<1x1x16x8xf32>) -> tensor<16x8xf32>
    %309 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %310 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %311 = stablehlo.select %309, %310, %c_10 : tensor<i1>, tensor<i32>
    %312 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %313 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %314 = stablehlo.select %312, %313, %c_10 : tensor<i1>, tensor<i32>
    %315 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %316 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %317 = stablehlo.select %315, %316, %c_10 : tensor<i1>, tensor<i32>
    %318 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %319 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %320 = stablehlo.select %318, %319, %c_10 : tensor<i1>, tensor<i32>
    %321 = stablehlo.dynamic_slice %166, %311, %314, %317, %320, sizes = [1, 2, 16, 16] : (tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %322 = stablehlo.reshape %321 : (tensor<1x2x16x16xf32>) -> tensor<2x16x16xf32>
    %323 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %324 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %325 = stablehlo.select %323, %324, %c_10 : tensor<i1>, tensor<i32>
    %326 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %327 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %328 = stablehlo.select %326, %327, %c_10 : tensor<i1>, tensor<i32>
    %329 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %330 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %331 = stablehlo.select %329, %330, %c_10 : tensor<i1>, tensor<i32>
    %332 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %333 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %334 = stablehlo.select %332, %333, %c_10 : tensor<i1>, tensor<i32>
    %335 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %336 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %337 = stablehlo.select %335, %336, %c_10 : tensor<i1>, tensor<i32>
    %338 = stablehlo.dynamic_slice %182, %325, %328, %331, %334, %337, sizes = [1, 2, 1, 16, 8] : (tensor<1x2x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16x8xf32>
    %339 = stablehlo.reshape %338 : (tensor<1x2x1x16x8xf32>) -> tensor<2x16x8xf32>
    %340 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %341 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %342 = stablehlo.select %340, %341, %c_10 : tensor<i1>, tensor<i32>
    %343 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %344 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %345 = stablehlo.select %343, %344, %c_10 : tensor<i1>, tensor<i32>
    %346 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %347 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %348 = stablehlo.select %346, %347, %c_10 : tensor<i1>, tensor<i32>
    %349 = stablehlo.dynamic_slice %146, %342, %345, %348, sizes = [1, 1, 16] : (tensor<1x1x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16xi32>
    %350 = stablehlo.reshape %349 : (tensor<1x1x16xi32>) -> tensor<16xi32>
    %351 = stablehlo.multiply %iterArg_13, %c_6 : tensor<i32>
    %352 = stablehlo.add %351, %252 : tensor<i32>
    %353 = stablehlo.compare LT, %352, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %352, %c_6 : tensor<i32>
    %355 = stablehlo.select %353, %354, %352 : tensor<i1>, tensor<i32>
    %356 = stablehlo.dynamic_slice %iterArg_11, %355, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %357 = stablehlo.reshape %356 : (tensor<1xi32>) -> tensor<i32>
    %358 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %359 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %360 = stablehlo.compare LE, %359, %358, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %361 = stablehlo.broadcast_in_dim %350, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %362 = stablehlo.broadcast_in_dim %350, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %363 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %364 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %365 = stablehlo.compare EQ, %363, %364, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %366 = stablehlo.and %360, %365 : tensor<16x16xi1>
    %367 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %368 = stablehlo.multiply %280, %367 : tensor<2x16xf32>
    %369 = stablehlo.convert %366 : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %370 = stablehlo.dot_general %368, %369, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
    %371 = stablehlo.dot_general %308, %294, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
    %372 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %373 = stablehlo.broadcast_in_dim %370, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %374 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %376 = stablehlo.subtract %374, %375 : tensor<2x16x16xf32>
    %377 = stablehlo.broadcast_in_dim %366, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %378 = stablehlo.broadcast_in_dim %366, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %379 = func.call @namtrain_ssd_tiny_cpu_bwd___where(%378, %376, %cst) : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %380 = stablehlo.exponential %379 : tensor<2x16x16xf32>
    %381 = func.call @namtrain_ssd_tiny_cpu_bwd___where(%377, %380, %cst_1) : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %382 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x16x16xf32>) -> tensor<2x16x16xf32>
    %384 = stablehlo.multiply %383, %381 : tensor<2x16x16xf32>
    %385 = stablehlo.broadcast_in_dim %280, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<2x16x16xf32>
    %388 = stablehlo.broadcast_in_dim %357, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %389 = stablehlo.compare EQ, %350, %388, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %390 = stablehlo.broadcast_in_dim %389, dims = [1] : (tensor<16xi1>) -> tensor<1x16xi1>
    %391 = stablehlo.exponential %370 : tensor<2x16xf32>
    %392 = func.call @namtrain_ssd_tiny_cpu_bwd___where_0(%390, %391, %cst_1) : (tensor<1x16xi1>, tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %393 = stablehlo.slice %350 [15:16] : (tensor<16xi32>) -> tensor<1xi32>
    %394 = stablehlo.reshape %393 : (tensor<1xi32>) -> tensor<i32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %396 = stablehlo.compare EQ, %350, %395, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %397 = stablehlo.broadcast_in_dim %396, dims = [1] : (tensor<16xi1>) -> tensor<1x16xi1>
    %398 = stablehlo.slice %370 [0:2, 15:16] : (tensor<2x16xf32>) -> tensor<2x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %400 = stablehlo.subtract %399, %370 : tensor<2x16xf32>
    %401 = func.call @namtrain_ssd_tiny_cpu_bwd___where_0(%397, %400, %cst_1) : (tensor<1x16xi1>, tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %402 = stablehlo.exponential %401 : tensor<2x16xf32>
    %403 = func.call @namtrain_ssd_tiny_cpu_bwd___where_0(%397, %402, %cst_1) : (tensor<1x16xi1>, tensor<2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %404 = stablehlo.compare EQ, %394, %357, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %405 = stablehlo.exponential %398 : tensor<2x1xf32>
    %406 = func.call @namtrain_ssd_tiny_cpu_bwd___where_1(%404, %405, %cst_1) : (tensor<i1>, tensor<2x1xf32>, tensor<f32>) -> tensor<2x1xf32>
    %407 = stablehlo.multiply %403, %280 : tensor<2x16xf32>
    %408 = stablehlo.transpose %322, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %409 = stablehlo.dot_general %408, %269, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %410 = stablehlo.dot_general %322, %387, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %411 = stablehlo.broadcast_in_dim %308, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<1x16x8xf32>) -> tensor<2x16x8xf32>
    %413 = stablehlo.dot_general %339, %412, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x16xf32>
    %414 = stablehlo.multiply %322, %413 : tensor<2x16x16xf32>
    %415 = stablehlo.reduce(%414 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %416 = stablehlo.broadcast_in_dim %392, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %418 = stablehlo.multiply %322, %417 : tensor<2x16x16xf32>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %420 = stablehlo.dot_general %419, %339, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %421 = stablehlo.reduce(%420 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2x16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
    %422 = stablehlo.broadcast_in_dim %308, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<1x16x8xf32>) -> tensor<2x16x8xf32>
    %424 = stablehlo.dot_general %418, %423, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %425 = stablehlo.multiply %415, %392 : tensor<2x16xf32>
    %426 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x16x16xf32>
    %428 = stablehlo.multiply %427, %322 : tensor<2x16x16xf32>
    %429 = stablehlo.add %410, %428 : tensor<2x16x16xf32>
    %430 = stablehlo.multiply %322, %269 : tensor<2x16x16xf32>
    %431 = stablehlo.reduce(%430 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [1, 2] : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %433 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %434 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %435 = stablehlo.select %433, %434, %c_10 : tensor<i1>, tensor<i32>
    %436 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %437 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %438 = stablehlo.select %436, %437, %c_10 : tensor<i1>, tensor<i32>
    %439 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %440 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %441 = stablehlo.select %439, %440, %c_10 : tensor<i1>, tensor<i32>
    %442 = stablehlo.dynamic_update_slice %251, %432, %435, %438, %441 : (tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %443 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x16x8xf32>
    %445 = stablehlo.multiply %444, %255 : tensor<2x16x8xf32>
    %446 = stablehlo.add %424, %445 : tensor<2x16x8xf32>
    %447 = stablehlo.multiply %255, %339 : tensor<2x16x8xf32>
    %448 = stablehlo.reduce(%447 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x16x8xf32>, tensor<f32>) -> tensor<2xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %450 = stablehlo.multiply %449, %406 : tensor<2x1xf32>
    %451 = stablehlo.broadcast_in_dim %294, dims = [1, 2] : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<1x16x8xf32>) -> tensor<2x16x8xf32>
    %453 = stablehlo.dot_general %255, %452, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x16xf32>
    %454 = stablehlo.multiply %269, %453 : tensor<2x16x16xf32>
    %455 = stablehlo.reduce(%454 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %456 = stablehlo.broadcast_in_dim %407, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %458 = stablehlo.multiply %457, %453 : tensor<2x16x16xf32>
    %459 = stablehlo.add %429, %458 : tensor<2x16x16xf32>
    %460 = stablehlo.broadcast_in_dim %407, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %462 = stablehlo.multiply %269, %461 : tensor<2x16x16xf32>
    %463 = stablehlo.transpose %462, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %464 = stablehlo.dot_general %463, %255, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %465 = stablehlo.reduce(%464 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2x16x8xf32>, tensor<f32>) -> tensor<16x8xf32>
    %466 = stablehlo.multiply %455, %403 : tensor<2x16xf32>
    %467 = stablehlo.multiply %455, %407 : tensor<2x16xf32>
    %468 = stablehlo.reduce(%467 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %470 = stablehlo.add %450, %469 : tensor<2x1xf32>
    %471 = stablehlo.multiply %455, %407 : tensor<2x16xf32>
    %472 = stablehlo.subtract %425, %471 : tensor<2x16xf32>
    %473 = stablehlo.multiply %409, %381 : tensor<2x16x16xf32>
    %474 = stablehlo.broadcast_in_dim %280, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %476 = stablehlo.multiply %473, %475 : tensor<2x16x16xf32>
    %477 = stablehlo.reduce(%476 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<16x16xf32>
    %478 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x16x16xf32>) -> tensor<2x16x16xf32>
    %480 = stablehlo.multiply %409, %479 : tensor<2x16x16xf32>
    %481 = stablehlo.broadcast_in_dim %280, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x16x16xf32>
    %483 = stablehlo.multiply %480, %482 : tensor<2x16x16xf32>
    %484 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<1x16x16xf32>) -> tensor<2x16x16xf32>
    %486 = stablehlo.multiply %409, %485 : tensor<2x16x16xf32>
    %487 = stablehlo.multiply %486, %381 : tensor<2x16x16xf32>
    %488 = stablehlo.reduce(%487 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %489 = stablehlo.add %466, %488 : tensor<2x16xf32>
    %490 = stablehlo.multiply %483, %381 : tensor<2x16x16xf32>
    %491 = stablehlo.reduce(%490 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %492 = stablehlo.add %472, %491 : tensor<2x16xf32>
    %493 = stablehlo.reduce(%490 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %494 = stablehlo.subtract %492, %493 : tensor<2x16xf32>
    %495 = stablehlo.dot_general %477, %294, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %496 = stablehlo.add %421, %495 : tensor<16x8xf32>
    %497 = stablehlo.transpose %477, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %498 = stablehlo.dot_general %497, %308, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x16xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %499 = stablehlo.add %465, %498 : tensor<16x8xf32>
    %500 = stablehlo.iota dim = 1 : tensor<2x16xi32>
    %501 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %502 = stablehlo.compare EQ, %500, %501, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %503 = func.call @namtrain_ssd_tiny_cpu_bwd___where_2(%502, %470, %cst_1) : (tensor<2x16xi1>, tensor<2x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %504 = stablehlo.add %494, %503 : tensor<2x16xf32>
    %505 = stablehlo.convert %366 : (tensor<16x16xi1>) -> tensor<16x16xf32>
    %506 = stablehlo.dot_general %504, %505, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x16xf32>) -> tensor<2x16xf32>
    %507 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %508 = stablehlo.multiply %506, %507 : tensor<2x16xf32>
    %509 = stablehlo.add %489, %508 : tensor<2x16xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [1, 2] : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %511 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %512 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %513 = stablehlo.select %511, %512, %c_10 : tensor<i1>, tensor<i32>
    %514 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %515 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %516 = stablehlo.select %514, %515, %c_10 : tensor<i1>, tensor<i32>
    %517 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %518 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %519 = stablehlo.select %517, %518, %c_10 : tensor<i1>, tensor<i32>
    %520 = stablehlo.dynamic_update_slice %205, %510, %513, %516, %519 : (tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %521 = stablehlo.multiply %506, %280 : tensor<2x16xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [1, 2] : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %523 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %524 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %525 = stablehlo.select %523, %524, %c_10 : tensor<i1>, tensor<i32>
    %526 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %527 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %528 = stablehlo.select %526, %527, %c_10 : tensor<i1>, tensor<i32>
    %529 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %530 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %531 = stablehlo.select %529, %530, %c_10 : tensor<i1>, tensor<i32>
    %532 = stablehlo.dynamic_update_slice %215, %522, %525, %528, %531 : (tensor<1x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %533 = stablehlo.broadcast_in_dim %459, dims = [1, 2, 3] : (tensor<2x16x16xf32>) -> tensor<1x2x16x16xf32>
    %534 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %535 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %536 = stablehlo.select %534, %535, %c_10 : tensor<i1>, tensor<i32>
    %537 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %538 = stablehlo.add %c_10, %c_7 : tensor<i32>
    %539 = stablehlo.select %537, %538, %c_10 : tensor<i1>, tensor<i32>
    %540 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %541 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %542 = stablehlo.select %540, %541, %c_10 : tensor<i1>, tensor<i32>
    %543 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %544 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %545 = stablehlo.select %543, %544, %c_10 : tensor<i1>, tensor<i32>
    %546 = stablehlo.dynamic_update_slice %195, %533, %536, %539, %542, %545 : (tensor<1x2x16x16xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16x16xf32>
    %547 = stablehlo.broadcast_in_dim %499, dims = [2, 3] : (tensor<16x8xf32>) -> tensor<1x1x16x8xf32>
    %548 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %549 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %550 = stablehlo.select %548, %549, %c_10 : tensor<i1>, tensor<i32>
    %551 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %552 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %553 = stablehlo.select %551, %552, %c_10 : tensor<i1>, tensor<i32>
    %554 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %555 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %556 = stablehlo.select %554, %555, %c_10 : tensor<i1>, tensor<i32>
    %557 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %558 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %559 = stablehlo.select %557, %558, %c_10 : tensor<i1>, tensor<i32>
    %560 = stablehlo.dynamic_update_slice %228, %547, %550, %553, %556, %559 : (tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %561 = stablehlo.broadcast_in_dim %496, dims = [2, 3] : (tensor<16x8xf32>) -> tensor<1x1x16x8xf32>
    %562 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %563 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %564 = stablehlo.select %562, %563, %c_10 : tensor<i1>, tensor<i32>
    %565 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %566 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %567 = stablehlo.select %565, %566, %c_10 : tensor<i1>, tensor<i32>
    %568 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %569 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %570 = stablehlo.select %568, %569, %c_10 : tensor<i1>, tensor<i32>
    %571 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %572 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %573 = stablehlo.select %571, %572, %c_10 : tensor<i1>, tensor<i32>
    %574 = stablehlo.dynamic_update_slice %241, %561, %564, %567, %570, %573 : (tensor<1x1x16x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x8xf32>
    %575 = stablehlo.compare LT, %25, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %576 = stablehlo.add %25, %c_8 : tensor<i32>
    %577 = stablehlo.select %575, %576, %25 : tensor<i1>, tensor<i32>
    %578 = stablehlo.compare LT, %26, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %579 = stablehlo.add %26, %c_6 : tensor<i32>
    %580 = stablehlo.select %578, %579, %26 : tensor<i1>, tensor<i32>
    %581 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %582 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %583 = stablehlo.select %581, %582, %c_10 : tensor<i1>, tensor<i32>
    %584 = stablehlo.compare LT, %27, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %585 = stablehlo.add %27, %c_3 : tensor<i32>
    %586 = stablehlo.select %584, %585, %27 : tensor<i1>, tensor<i32>
    %587 = stablehlo.dynamic_update_slice %iterArg_16, %93, %577, %580, %583, %586 : (tensor<1x4x16x64xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16x64xf32>
    %588 = stablehlo.compare LT, %29, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %589 = stablehlo.add %29, %c_8 : tensor<i32>
    %590 = stablehlo.select %588, %589, %29 : tensor<i1>, tensor<i32>
    %591 = stablehlo.compare LT, %30, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %592 = stablehlo.add %30, %c_6 : tensor<i32>
    %593 = stablehlo.select %591, %592, %30 : tensor<i1>, tensor<i32>
    %594 = stablehlo.compare LT, %31, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %595 = stablehlo.add %31, %c_3 : tensor<i32>
    %596 = stablehlo.select %594, %595, %31 : tensor<i1>, tensor<i32>
    %597 = stablehlo.dynamic_update_slice %iterArg_17, %103, %590, %593, %596 : (tensor<1x4x64xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64xf32>
    %598 = stablehlo.compare LT, %32, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %599 = stablehlo.add %32, %c_6 : tensor<i32>
    %600 = stablehlo.select %598, %599, %32 : tensor<i1>, tensor<i32>
    %601 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %602 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %603 = stablehlo.select %601, %602, %c_10 : tensor<i1>, tensor<i32>
    %604 = stablehlo.dynamic_update_slice %iterArg_18, %110, %600, %603 : (tensor<4x1xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %605 = stablehlo.compare LT, %36, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %606 = stablehlo.add %36, %c_8 : tensor<i32>
    %607 = stablehlo.select %605, %606, %36 : tensor<i1>, tensor<i32>
    %608 = stablehlo.compare LT, %37, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %609 = stablehlo.add %37, %c_7 : tensor<i32>
    %610 = stablehlo.select %608, %609, %37 : tensor<i1>, tensor<i32>
    %611 = stablehlo.compare LT, %38, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %612 = stablehlo.add %38, %c_3 : tensor<i32>
    %613 = stablehlo.select %611, %612, %38 : tensor<i1>, tensor<i32>
    %614 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %615 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %616 = stablehlo.select %614, %615, %c_10 : tensor<i1>, tensor<i32>
    %617 = stablehlo.dynamic_update_slice %iterArg_19, %123, %607, %610, %613, %616 : (tensor<1x2x64x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x8xf32>
    %618 = stablehlo.compare LT, %42, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %619 = stablehlo.add %42, %c_8 : tensor<i32>
    %620 = stablehlo.select %618, %619, %42 : tensor<i1>, tensor<i32>
    %621 = stablehlo.compare LT, %43, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %622 = stablehlo.add %43, %c_7 : tensor<i32>
    %623 = stablehlo.select %621, %622, %43 : tensor<i1>, tensor<i32>
    %624 = stablehlo.compare LT, %44, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %625 = stablehlo.add %44, %c_3 : tensor<i32>
    %626 = stablehlo.select %624, %625, %44 : tensor<i1>, tensor<i32>
    %627 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %628 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %629 = stablehlo.select %627, %628, %c_10 : tensor<i1>, tensor<i32>
    %630 = stablehlo.dynamic_update_slice %iterArg_20, %136, %620, %623, %626, %629 : (tensor<1x2x64x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x8xf32>
    %631 = stablehlo.compare LT, %46, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %632 = stablehlo.add %46, %c_8 : tensor<i32>
    %633 = stablehlo.select %631, %632, %46 : tensor<i1>, tensor<i32>
    %634 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %635 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %636 = stablehlo.select %634, %635, %c_10 : tensor<i1>, tensor<i32>
    %637 = stablehlo.compare LT, %47, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %638 = stablehlo.add %47, %c_3 : tensor<i32>
    %639 = stablehlo.select %637, %638, %47 : tensor<i1>, tensor<i32>
    %640 = stablehlo.dynamic_update_slice %iterArg_21, %146, %633, %636, %639 : (tensor<1x1x64xi32>, tensor<1x1x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64xi32>
    %641 = stablehlo.compare LT, %48, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %642 = stablehlo.add %48, %c_6 : tensor<i32>
    %643 = stablehlo.select %641, %642, %48 : tensor<i1>, tensor<i32>
    %644 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %645 = stablehlo.add %c_10, %c_8 : tensor<i32>
    %646 = stablehlo.select %644, %645, %c_10 : tensor<i1>, tensor<i32>
    %647 = stablehlo.dynamic_update_slice %iterArg_22, %153, %643, %646 : (tensor<4x1xf32>, tensor<2x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %648 = stablehlo.compare LT, %50, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %649 = stablehlo.add %50, %c_8 : tensor<i32>
    %650 = stablehlo.select %648, %649, %50 : tensor<i1>, tensor<i32>
    %651 = stablehlo.compare LT, %51, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %652 = stablehlo.add %51, %c_6 : tensor<i32>
    %653 = stablehlo.select %651, %652, %51 : tensor<i1>, tensor<i32>
    %654 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %655 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %656 = stablehlo.select %654, %655, %c_10 : tensor<i1>, tensor<i32>
    %657 = stablehlo.compare LT, %52, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %658 = stablehlo.add %52, %c_3 : tensor<i32>
    %659 = stablehlo.select %657, %658, %52 : tensor<i1>, tensor<i32>
    %660 = stablehlo.dynamic_update_slice %iterArg_23, %166, %650, %653, %656, %659 : (tensor<1x4x16x64xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16x64xf32>
    %661 = stablehlo.compare LT, %54, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %662 = stablehlo.add %54, %c_8 : tensor<i32>
    %663 = stablehlo.select %661, %662, %54 : tensor<i1>, tensor<i32>
    %664 = stablehlo.compare LT, %55, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %665 = stablehlo.add %55, %c_6 : tensor<i32>
    %666 = stablehlo.select %664, %665, %55 : tensor<i1>, tensor<i32>
    %667 = stablehlo.compare LT, %56, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %668 = stablehlo.add %56, %c_6 : tensor<i32>
    %669 = stablehlo.select %667, %668, %56 : tensor<i1>, tensor<i32>
    %670 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %671 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %672 = stablehlo.select %670, %671, %c_10 : tensor<i1>, tensor<i32>
    %673 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %674 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %675 = stablehlo.select %673, %674, %c_10 : tensor<i1>, tensor<i32>
    %676 = stablehlo.dynamic_update_slice %iterArg_24, %182, %663, %666, %669, %672, %675 : (tensor<1x4x4x16x8xf32>, tensor<1x2x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x4x16x8xf32>
    %677 = stablehlo.compare LT, %58, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %678 = stablehlo.add %58, %c_8 : tensor<i32>
    %679 = stablehlo.select %677, %678, %58 : tensor<i1>, tensor<i32>
    %680 = stablehlo.compare LT, %59, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %681 = stablehlo.add %59, %c_6 : tensor<i32>
    %682 = stablehlo.select %680, %681, %59 : tensor<i1>, tensor<i32>
    %683 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %684 = stablehlo.add %c_10, %c_4 : tensor<i32>
    %685 = stablehlo.select %683, %684, %c_10 : tensor<i1>, tensor<i32>
    %686 = stablehlo.compare LT, %60, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %687 = stablehlo.add %60, %c_3 : tensor<i32>
    %688 = stablehlo.select %686, %687, %60 : tensor<i1>, tensor<i32>
    %689 = stablehlo.dynamic_update_slice %iterArg_25, %546, %679, %682, %685, %688 : (tensor<1x4x16x64xf32>, tensor<1x2x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16x64xf32>
    %690 = stablehlo.compare LT, %62, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %691 = stablehlo.add %62, %c_8 : tensor<i32>
    %692 = stablehlo.select %690, %691, %62 : tensor<i1>, tensor<i32>
    %693 = stablehlo.compare LT, %63, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %694 = stablehlo.add %63, %c_6 : tensor<i32>
    %695 = stablehlo.select %693, %694, %63 : tensor<i1>, tensor<i32>
    %696 = stablehlo.compare LT, %64, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %697 = stablehlo.add %64, %c_3 : tensor<i32>
    %698 = stablehlo.select %696, %697, %64 : tensor<i1>, tensor<i32>
    %699 = stablehlo.dynamic_update_slice %iterArg_26, %520, %692, %695, %698 : (tensor<1x4x64xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64xf32>
    %700 = stablehlo.compare LT, %66, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %701 = stablehlo.add %66, %c_8 : tensor<i32>
    %702 = stablehlo.select %700, %701, %66 : tensor<i1>, tensor<i32>
    %703 = stablehlo.compare LT, %67, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %704 = stablehlo.add %67, %c_6 : tensor<i32>
    %705 = stablehlo.select %703, %704, %67 : tensor<i1>, tensor<i32>
    %706 = stablehlo.compare LT, %68, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %707 = stablehlo.add %68, %c_3 : tensor<i32>
    %708 = stablehlo.select %706, %707, %68 : tensor<i1>, tensor<i32>
    %709 = stablehlo.dynamic_update_slice %iterArg_27, %532, %702, %705, %708 : (tensor<1x4x64xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64xf32>
    %710 = stablehlo.compare LT, %70, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %711 = stablehlo.add %70, %c_8 : tensor<i32>
    %712 = stablehlo.select %710, %711, %70 : tensor<i1>, tensor<i32>
    %713 = stablehlo.compare LT, %71, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %714 = stablehlo.add %71, %c_7 : tensor<i32>
    %715 = stablehlo.select %713, %714, %71 : tensor<i1>, tensor<i32>
    %716 = stablehlo.compare LT, %72, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %717 = stablehlo.add %72, %c_3 : tensor<i32>
    %718 = stablehlo.select %716, %717, %72 : tensor<i1>, tensor<i32>
    %719 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %720 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %721 = stablehlo.select %719, %720, %c_10 : tensor<i1>, tensor<i32>
    %722 = stablehlo.dynamic_update_slice %iterArg_28, %560, %712, %715, %718, %721 : (tensor<1x2x64x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x8xf32>
    %723 = stablehlo.compare LT, %74, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %724 = stablehlo.add %74, %c_8 : tensor<i32>
    %725 = stablehlo.select %723, %724, %74 : tensor<i1>, tensor<i32>
    %726 = stablehlo.compare LT, %75, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %727 = stablehlo.add %75, %c_7 : tensor<i32>
    %728 = stablehlo.select %726, %727, %75 : tensor<i1>, tensor<i32>
    %729 = stablehlo.compare LT, %76, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %730 = stablehlo.add %76, %c_3 : tensor<i32>
    %731 = stablehlo.select %729, %730, %76 : tensor<i1>, tensor<i32>
    %732 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %733 = stablehlo.add %c_10, %c_2 : tensor<i32>
    %734 = stablehlo.select %732, %733, %c_10 : tensor<i1>, tensor<i32>
    %735 = stablehlo.dynamic_update_slice %iterArg_29, %574, %725, %728, %731, %734 : (tensor<1x2x64x8xf32>, tensor<1x1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x8xf32>
    %736 = stablehlo.compare LT, %78, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %737 = stablehlo.add %78, %c_8 : tensor<i32>
    %738 = stablehlo.select %736, %737, %78 : tensor<i1>, tensor<i32>
    %739 = stablehlo.compare LT, %79, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %740 = stablehlo.add %79, %c_6 : tensor<i32>
    %741 = stablehlo.select %739, %740, %79 : tensor<i1>, tensor<i32>
    %742 = stablehlo.compare LT, %80, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %743 = stablehlo.add %80, %c_3 : tensor<i32>
    %744 = stablehlo.select %742, %743, %80 : tensor<i1>, tensor<i32>
    %745 = stablehlo.dynamic_update_slice %iterArg_30, %442, %738, %741, %744 : (tensor<1x4x64xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64xf32>
    %746 = stablehlo.add %iterArg_12, %c_8 : tensor<i32>
    %747 = stablehlo.add %iterArg_15, %c_8 : tensor<i32>
    %748 = func.call @namtrain_ssd_tiny_cpu_bwd___where_3(%c, %747, %iterArg_15) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %749 = stablehlo.compare EQ, %748, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %750 = func.call @namtrain_ssd_tiny_cpu_bwd___where_4(%749, %c_10, %748) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %751 = stablehlo.add %iterArg_14, %c_8 : tensor<i32>
    %752 = func.call @namtrain_ssd_tiny_cpu_bwd___where_3(%749, %751, %iterArg_14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %753 = stablehlo.compare EQ, %752, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %754 = func.call @namtrain_ssd_tiny_cpu_bwd___where_4(%753, %c_10, %752) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %755 = stablehlo.add %iterArg_13, %c_8 : tensor<i32>
    %756 = func.call @namtrain_ssd_tiny_cpu_bwd___where_3(%753, %755, %iterArg_13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %757 = stablehlo.compare EQ, %756, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %758 = func.call @namtrain_ssd_tiny_cpu_bwd___where_4(%757, %c_10, %756) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_11, %746, %758, %754, %750, %587, %597, %604, %617, %630, %640, %647, %660, %676, %689, %699, %709, %722, %735, %745, %446 : tensor<i32>, tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x4x16x64xf32>, tensor<1x4x64xf32>, tensor<4x1xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<1x1x64xi32>, tensor<4x1xf32>, tensor<1x4x16x64xf32>, tensor<1x4x4x16x8xf32>, tensor<1x4x16x64xf32>, tensor<1x4x64xf32>, tensor<1x4x64xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<1x4x64xf32>, tensor<2x16x8xf32>
  }
  %16 = stablehlo.reshape %15#18 : (tensor<1x2x64x8xf32>) -> tensor<1x2x1x64x8xf32>
  %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x2x1x64x8xf32>, tensor<f32>) -> tensor<1x2x64x8xf32>
  %18 = stablehlo.reshape %15#19 : (tensor<1x2x64x8xf32>) -> tensor<1x2x1x64x8xf32>
  %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x2x1x64x8xf32>, tensor<f32>) -> tensor<1x2x64x8xf32>
  %20 = stablehlo.reduce(%15#17 init: %cst_1) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<4xf32>
  %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
  %22 = stablehlo.reduce(%15#20 init: %cst_1) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<4xf32>
  %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
  return %15#15, %15#16, %21, %17, %19, %23 : tensor<1x4x16x64xf32>, tensor<1x4x64xf32>, tensor<4x1xf32>, tensor<1x2x64x8xf32>, tensor<1x2x64x8xf32>, tensor<4x1xf32>
}
func.func private @namtrain_ssd_tiny_cpu_bwd___where(%arg0: tensor<1x16x16xi1>, %arg1: tensor<2x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x16x16xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
  %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
  %3 = stablehlo.select %1, %arg1, %2 : tensor<2x16x16xi1>, tensor<2x16x16xf32>
  return %3 : tensor<2x16x16xf32>
}
func.func private @namtrain_ssd_tiny_cpu_bwd___where_0(%arg0: tensor<1x16xi1>, %arg1: tensor<2x16xf32>, %arg2: tensor<f32>) -> tensor<2x16xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<2x16xi1>
  %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
  %3 = stablehlo.select %1, %arg1, %2 : tensor<2x16xi1>, tensor<2x16xf32>
  return %3 : tensor<2x16xf32>
}
func.func private @namtrain_ssd_tiny_cpu_bwd___where_1(%arg0: tensor<i1>, %arg1: tensor<2x1xf32>, %arg2: tensor<f32>) -> tensor<2x1xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x1xf32>
  return %2 : tensor<2x1xf32>
}
func.func private @namtrain_ssd_tiny_cpu_bwd___where_2(%arg0: tensor<2x16xi1>, %arg1: tensor<2x1xf32>, %arg2: tensor<f32>) -> tensor<2x16xf32> {
  %0 = stablehlo.convert %arg2 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
  %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
  %3 = stablehlo.select %arg0, %1, %2 : tensor<2x16xi1>, tensor<2x16xf32>
  return %3 : tensor<2x16xf32>
}
func.func private @namtrain_ssd_tiny_cpu_bwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_ssd_tiny_cpu_bwd___where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
