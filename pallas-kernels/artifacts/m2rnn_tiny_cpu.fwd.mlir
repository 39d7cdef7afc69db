func.func private @namtrain_m2rnn_tiny_cpu_fwd(%arg0: tensor<1x4x64x8xf32>, %arg1: tensor<1x4x64x8xf32>, %arg2: tensor<1x4x64x4xf32>, %arg3: tensor<1x4x64x1xf32>, %arg4: tensor<1x64x1xf32>, %arg5: tensor<4x4x4xf32>) -> (tensor<1x4x64x4xf32> {jax.result_info = "result[0]"}, tensor<1x4x4x8x4xf32> {jax.result_info = "result[1]"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<15> : tensor<i32>
  %c_1 = stablehlo.constant dense<14> : tensor<i32>
  %c_2 = stablehlo.constant dense<13> : tensor<i32>
  %c_3 = stablehlo.constant dense<12> : tensor<i32>
  %c_4 = stablehlo.constant dense<11> : tensor<i32>
  %c_5 = stablehlo.constant dense<10> : tensor<i32>
  %c_6 = stablehlo.constant dense<9> : tensor<i32>
  %c_7 = stablehlo.constant dense<7> : tensor<i32>
  %c_8 = stablehlo.constant dense<6> : tensor<i32>
  %c_9 = stablehlo.constant dense<5> : tensor<i32>
  %c_10 = stablehlo.constant dense<3> : tensor<i32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_12 = stablehlo.constant dense<2> : tensor<i32>
  %c_13 = stablehlo.constant dense<8> : tensor<i32>
  %c_14 = stablehlo.constant dense<64> : tensor<i32>
  %c_15 = stablehlo.constant dense<16> : tensor<i32>
  %c_16 = stablehlo.constant dense<4> : tensor<i32>
  %c_17 = stablehlo.constant dense<1> : tensor<i32>
  %cst_18 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_19 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg0, dims = [0, 2, 3, 1] : (tensor<1x4x64x8xf32>) -> tensor<1x64x8x4xf32>
  %1 = stablehlo.transpose %arg1, dims = [0, 2, 3, 1] : (tensor<1x4x64x8xf32>) -> tensor<1x64x8x4xf32>
  %2 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<1x4x64x4xf32>) -> tensor<1x64x4x4xf32>
  %3 = stablehlo.reshape %2 : (tensor<1x64x4x4xf32>) -> tensor<1x64x16xf32>
  %4 = stablehlo.reshape %arg3 : (tensor<1x4x64x1xf32>) -> tensor<1x4x64xf32>
  %5 = stablehlo.transpose %4, dims = [0, 2, 1] : (tensor<1x4x64xf32>) -> tensor<1x64x4xf32>
  %6 = stablehlo.reshape %arg5 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32>
  %7 = stablehlo.iota dim = 0 : tensor<2x2xi32>
  %8 = stablehlo.iota dim = 1 : tensor<2x2xi32>
  %9 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
  %10 = stablehlo.add %7, %9 : tensor<2x2xi32>
  %11 = stablehlo.compare EQ, %10, %8, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %12 = stablehlo.convert %11 : (tensor<2x2xi1>) -> tensor<2x2xf32>
  %13 = stablehlo.dot_general %12, %6, batching_dims = [0] x [1], contracting_dims = [] x [] : (tensor<2x2xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x2x4x4xf32>
  %14 = stablehlo.transpose %13, dims = [2, 0, 3, 1, 4] : (tensor<2x2x2x4x4xf32>) -> tensor<2x2x4x2x4xf32>
  %15 = stablehlo.reshape %14 : (tensor<2x2x4x2x4xf32>) -> tensor<2x8x8xf32>
  %16 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x64x16xf32>
  %17 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x4x8x16xf32>
  %18 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
  %19 = stablehlo.multiply %c_17, %c_16 : tensor<i32>
  %20:13 = stablehlo.while(%iterArg = %19, %iterArg_20 = %c_19, %iterArg_21 = %c_19, %iterArg_22 = %c_19, %iterArg_23 = %0, %iterArg_24 = %1, %iterArg_25 = %3, %iterArg_26 = %5, %iterArg_27 = %arg4, %iterArg_28 = %15, %iterArg_29 = %16, %iterArg_30 = %17, %iterArg_31 = %18) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x64x16xf32>, tensor<1x4x8x16xf32>, tensor<8x16xf32>
  cond {
    %25 = stablehlo.convert %iterArg : tensor<i32>
    %26 = stablehlo.compare LT, %iterArg_20, %25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %26 : tensor<i1>
  } do {
    %25 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %26 = stablehlo.multiply %c_15, %iterArg_22 : tensor<i32>
    %27 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %28 = stablehlo.multiply %c_15, %iterArg_22 : tensor<i32>
    %29 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %30 = stablehlo.multiply %c_15, %iterArg_22 : tensor<i32>
    %31 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %32 = stablehlo.multiply %c_15, %iterArg_22 : tensor<i32>
    %33 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %34 = stablehlo.multiply %c_15, %iterArg_22 : tensor<i32>
    %35 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %36 = stablehlo.multiply %c_15, %iterArg_22 : tensor<i32>
    %37 = stablehlo.multiply %c_17, %iterArg_21 : tensor<i32>
    %38 = stablehlo.multiply %c_17, %iterArg_22 : tensor<i32>
    %39 = stablehlo.compare LT, %25, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %40 = stablehlo.add %25, %c_17 : tensor<i32>
    %41 = stablehlo.select %39, %40, %25 : tensor<i1>, tensor<i32>
    %42 = stablehlo.compare LT, %26, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %43 = stablehlo.add %26, %c_14 : tensor<i32>
    %44 = stablehlo.select %42, %43, %26 : tensor<i1>, tensor<i32>
    %45 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %46 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %47 = stablehlo.select %45, %46, %c_19 : tensor<i1>, tensor<i32>
    %48 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %49 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %50 = stablehlo.select %48, %49, %c_19 : tensor<i1>, tensor<i32>
    %51 = stablehlo.dynamic_slice %iterArg_23, %41, %44, %47, %50, sizes = [1, 16, 8, 4] : (tensor<1x64x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %52 = stablehlo.compare LT, %27, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %53 = stablehlo.add %27, %c_17 : tensor<i32>
    %54 = stablehlo.select %52, %53, %27 : tensor<i1>, tensor<i32>
    %55 = stablehlo.compare LT, %28, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %56 = stablehlo.add %28, %c_14 : tensor<i32>
    %57 = stablehlo.select %55, %56, %28 : tensor<i1>, tensor<i32>
    %58 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %59 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %60 = stablehlo.select %58, %59, %c_19 : tensor<i1>, tensor<i32>
    %61 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %62 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %63 = stablehlo.select %61, %62, %c_19 : tensor<i1>, tensor<i32>
    %64 = stablehlo.dynamic_slice %iterArg_24, %54, %57, %60, %63, sizes = [1, 16, 8, 4] : (tensor<1x64x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %65 = stablehlo.compare LT, %29, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %66 = stablehlo.add %29, %c_17 : tensor<i32>
    %67 = stablehlo.select %65, %66, %29 : tensor<i1>, tensor<i32>
    %68 = stablehlo.compare LT, %30, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %69 = stablehlo.add %30, %c_14 : tensor<i32>
    %70 = stablehlo.select %68, %69, %30 : tensor<i1>, tensor<i32>
    %71 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %72 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %73 = stablehlo.select %71, %72, %c_19 : tensor<i1>, tensor<i32>
    %74 = stablehlo.dynamic_slice %iterArg_25, %67, %70, %73, sizes = [1, 16, 16] : (tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %75 = stablehlo.compare LT, %31, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = stablehlo.add %31, %c_17 : tensor<i32>
    %77 = stablehlo.select %75, %76, %31 : tensor<i1>, tensor<i32>
    %78 = stablehlo.compare LT, %32, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %79 = stablehlo.add %32, %c_14 : tensor<i32>
    %80 = stablehlo.select %78, %79, %32 : tensor<i1>, tensor<i32>
    %81 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %82 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %83 = stablehlo.select %81, %82, %c_19 : tensor<i1>, tensor<i32>
    %84 = stablehlo.dynamic_slice %iterArg_26, %77, %80, %83, sizes = [1, 16, 4] : (tensor<1x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %85 = stablehlo.compare LT, %33, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = stablehlo.add %33, %c_17 : tensor<i32>
    %87 = stablehlo.select %85, %86, %33 : tensor<i1>, tensor<i32>
    %88 = stablehlo.compare LT, %34, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %89 = stablehlo.add %34, %c_14 : tensor<i32>
    %90 = stablehlo.select %88, %89, %34 : tensor<i1>, tensor<i32>
    %91 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_19 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %iterArg_27, %87, %90, %93, sizes = [1, 16, 1] : (tensor<1x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %95 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %97 = stablehlo.select %95, %96, %c_19 : tensor<i1>, tensor<i32>
    %98 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %99 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %100 = stablehlo.select %98, %99, %c_19 : tensor<i1>, tensor<i32>
    %101 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %103 = stablehlo.select %101, %102, %c_19 : tensor<i1>, tensor<i32>
    %104 = stablehlo.dynamic_slice %iterArg_28, %97, %100, %103, sizes = [2, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %105 = stablehlo.compare LT, %35, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %106 = stablehlo.add %35, %c_17 : tensor<i32>
    %107 = stablehlo.select %105, %106, %35 : tensor<i1>, tensor<i32>
    %108 = stablehlo.compare LT, %36, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %36, %c_14 : tensor<i32>
    %110 = stablehlo.select %108, %109, %36 : tensor<i1>, tensor<i32>
    %111 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %113 = stablehlo.select %111, %112, %c_19 : tensor<i1>, tensor<i32>
    %114 = stablehlo.dynamic_slice %iterArg_29, %107, %110, %113, sizes = [1, 16, 16] : (tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %115 = stablehlo.compare LT, %37, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %37, %c_17 : tensor<i32>
    %117 = stablehlo.select %115, %116, %37 : tensor<i1>, tensor<i32>
    %118 = stablehlo.compare LT, %38, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %38, %c_16 : tensor<i32>
    %120 = stablehlo.select %118, %119, %38 : tensor<i1>, tensor<i32>
    %121 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %123 = stablehlo.select %121, %122, %c_19 : tensor<i1>, tensor<i32>
    %124 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %126 = stablehlo.select %124, %125, %c_19 : tensor<i1>, tensor<i32>
    %127 = stablehlo.dynamic_slice %iterArg_30, %117, %120, %123, %126, sizes = [1, 1, 8, 16] : (tensor<1x4x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16xf32>
    %128 = stablehlo.compare EQ, %iterArg_22, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %129 = stablehlo.convert %128 : (tensor<i1>) -> tensor<i32>
    %130 = "stablehlo.case"(%129) ({
      stablehlo.return %iterArg_31 : tensor<8x16xf32>
    }, {
      %1415 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %1415 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<1x1x8x16xf32>
    %132 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %134 = stablehlo.select %132, %133, %c_19 : tensor<i1>, tensor<i32>
    %135 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %137 = stablehlo.select %135, %136, %c_19 : tensor<i1>, tensor<i32>
    %138 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %139 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %140 = stablehlo.select %138, %139, %c_19 : tensor<i1>, tensor<i32>
    %141 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %142 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %143 = stablehlo.select %141, %142, %c_19 : tensor<i1>, tensor<i32>
    %144 = stablehlo.dynamic_update_slice %127, %131, %134, %137, %140, %143 : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16xf32>
    %145 = stablehlo.iota dim = 0 : tensor<4x16xi32>
    %146 = stablehlo.iota dim = 1 : tensor<4x16xi32>
    %147 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %148 = stablehlo.multiply %145, %147 : tensor<4x16xi32>
    %149 = stablehlo.compare GE, %146, %148, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %150 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %151 = stablehlo.multiply %145, %150 : tensor<4x16xi32>
    %152 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %153 = stablehlo.add %151, %152 : tensor<4x16xi32>
    %154 = stablehlo.compare LT, %146, %153, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %155 = stablehlo.and %149, %154 : tensor<4x16xi1>
    %156 = stablehlo.convert %155 : (tensor<4x16xi1>) -> tensor<4x16xf32>
    %157 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %159 = stablehlo.select %157, %158, %c_19 : tensor<i1>, tensor<i32>
    %160 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %162 = stablehlo.select %160, %161, %c_19 : tensor<i1>, tensor<i32>
    %163 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %165 = stablehlo.select %163, %164, %c_19 : tensor<i1>, tensor<i32>
    %166 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %168 = stablehlo.select %166, %167, %c_19 : tensor<i1>, tensor<i32>
    %169 = stablehlo.dynamic_slice %64, %159, %162, %165, %168, sizes = [1, 16, 8, 4] : (tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %170 = stablehlo.reshape %169 : (tensor<1x16x8x4xf32>) -> tensor<16x8x4xf32>
    %171 = stablehlo.reshape %170 : (tensor<16x8x4xf32>) -> tensor<128x4xf32>
    %172 = stablehlo.dot_general %171, %156, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x4xf32>, tensor<4x16xf32>) -> tensor<128x16xf32>
    %173 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %175 = stablehlo.select %173, %174, %c_19 : tensor<i1>, tensor<i32>
    %176 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %178 = stablehlo.select %176, %177, %c_19 : tensor<i1>, tensor<i32>
    %179 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %181 = stablehlo.select %179, %180, %c_19 : tensor<i1>, tensor<i32>
    %182 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %184 = stablehlo.select %182, %183, %c_19 : tensor<i1>, tensor<i32>
    %185 = stablehlo.dynamic_slice %51, %175, %178, %181, %184, sizes = [1, 16, 8, 4] : (tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x16x8x4xf32>) -> tensor<16x8x4xf32>
    %187 = stablehlo.reshape %186 : (tensor<16x8x4xf32>) -> tensor<128x4xf32>
    %188 = stablehlo.dot_general %187, %156, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x4xf32>, tensor<4x16xf32>) -> tensor<128x16xf32>
    %189 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %191 = stablehlo.select %189, %190, %c_19 : tensor<i1>, tensor<i32>
    %192 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %194 = stablehlo.select %192, %193, %c_19 : tensor<i1>, tensor<i32>
    %195 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %196 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %197 = stablehlo.select %195, %196, %c_19 : tensor<i1>, tensor<i32>
    %198 = stablehlo.dynamic_slice %74, %191, %194, %197, sizes = [1, 16, 16] : (tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %199 = stablehlo.reshape %198 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %200 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %202 = stablehlo.select %200, %201, %c_19 : tensor<i1>, tensor<i32>
    %203 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %205 = stablehlo.select %203, %204, %c_19 : tensor<i1>, tensor<i32>
    %206 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %208 = stablehlo.select %206, %207, %c_19 : tensor<i1>, tensor<i32>
    %209 = stablehlo.dynamic_slice %84, %202, %205, %208, sizes = [1, 16, 4] : (tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %210 = stablehlo.reshape %209 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %211 = stablehlo.dot_general %210, %156, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x4xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %212 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %213 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %214 = stablehlo.select %212, %213, %c_19 : tensor<i1>, tensor<i32>
    %215 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %216 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %217 = stablehlo.select %215, %216, %c_19 : tensor<i1>, tensor<i32>
    %218 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %220 = stablehlo.select %218, %219, %c_19 : tensor<i1>, tensor<i32>
    %221 = stablehlo.dynamic_slice %94, %214, %217, %220, sizes = [1, 16, 1] : (tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %222 = stablehlo.reshape %221 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %223 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %225 = stablehlo.select %223, %224, %c_19 : tensor<i1>, tensor<i32>
    %226 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %227 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %228 = stablehlo.select %226, %227, %c_19 : tensor<i1>, tensor<i32>
    %229 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %231 = stablehlo.select %229, %230, %c_19 : tensor<i1>, tensor<i32>
    %232 = stablehlo.dynamic_slice %104, %225, %228, %231, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %234 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = stablehlo.add %c_17, %c_12 : tensor<i32>
    %236 = stablehlo.select %234, %235, %c_17 : tensor<i1>, tensor<i32>
    %237 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %238 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %239 = stablehlo.select %237, %238, %c_19 : tensor<i1>, tensor<i32>
    %240 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %242 = stablehlo.select %240, %241, %c_19 : tensor<i1>, tensor<i32>
    %243 = stablehlo.dynamic_slice %104, %236, %239, %242, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %245 = stablehlo.slice %130 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %246 = stablehlo.slice %130 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %247 = stablehlo.slice %211 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %248 = stablehlo.slice %222 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %250 = stablehlo.multiply %245, %249 : tensor<8x8xf32>
    %251 = stablehlo.dot_general %250, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %252 = stablehlo.slice %172 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %253 = stablehlo.slice %199 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %255 = stablehlo.multiply %252, %254 : tensor<8x8xf32>
    %256 = stablehlo.add %251, %255 : tensor<8x8xf32>
    %257 = stablehlo.tanh %256 : tensor<8x8xf32>
    %258 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %259 = stablehlo.multiply %258, %250 : tensor<8x8xf32>
    %260 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %261 = stablehlo.subtract %260, %247 : tensor<1x8xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %263 = stablehlo.multiply %262, %257 : tensor<8x8xf32>
    %264 = stablehlo.add %259, %263 : tensor<8x8xf32>
    %265 = stablehlo.slice %188 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<8x8xf32>
    %267 = stablehlo.reduce(%266 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %270 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_19 : tensor<i1>, tensor<i32>
    %273 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %275 = stablehlo.select %273, %274, %c_19 : tensor<i1>, tensor<i32>
    %276 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_19 : tensor<i1>, tensor<i32>
    %279 = stablehlo.dynamic_update_slice %114, %269, %272, %275, %278 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %280 = stablehlo.slice %211 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %281 = stablehlo.slice %222 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %283 = stablehlo.multiply %246, %282 : tensor<8x8xf32>
    %284 = stablehlo.dot_general %283, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %285 = stablehlo.slice %172 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %286 = stablehlo.slice %199 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %288 = stablehlo.multiply %285, %287 : tensor<8x8xf32>
    %289 = stablehlo.add %284, %288 : tensor<8x8xf32>
    %290 = stablehlo.tanh %289 : tensor<8x8xf32>
    %291 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %292 = stablehlo.multiply %291, %283 : tensor<8x8xf32>
    %293 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %294 = stablehlo.subtract %293, %280 : tensor<1x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %296 = stablehlo.multiply %295, %290 : tensor<8x8xf32>
    %297 = stablehlo.add %292, %296 : tensor<8x8xf32>
    %298 = stablehlo.slice %188 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<8x8xf32>
    %300 = stablehlo.reduce(%299 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %303 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %305 = stablehlo.select %303, %304, %c_19 : tensor<i1>, tensor<i32>
    %306 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %307 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %308 = stablehlo.select %306, %307, %c_19 : tensor<i1>, tensor<i32>
    %309 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %310 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %311 = stablehlo.select %309, %310, %c_13 : tensor<i1>, tensor<i32>
    %312 = stablehlo.dynamic_update_slice %279, %302, %305, %308, %311 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %313 = stablehlo.slice %211 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %314 = stablehlo.slice %222 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %316 = stablehlo.multiply %264, %315 : tensor<8x8xf32>
    %317 = stablehlo.dot_general %316, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %318 = stablehlo.slice %172 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %319 = stablehlo.slice %199 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %321 = stablehlo.multiply %318, %320 : tensor<8x8xf32>
    %322 = stablehlo.add %317, %321 : tensor<8x8xf32>
    %323 = stablehlo.tanh %322 : tensor<8x8xf32>
    %324 = stablehlo.broadcast_in_dim %313, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %325 = stablehlo.multiply %324, %316 : tensor<8x8xf32>
    %326 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %327 = stablehlo.subtract %326, %313 : tensor<1x8xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %329 = stablehlo.multiply %328, %323 : tensor<8x8xf32>
    %330 = stablehlo.add %325, %329 : tensor<8x8xf32>
    %331 = stablehlo.slice %188 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<8x8xf32>
    %333 = stablehlo.reduce(%332 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %336 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %338 = stablehlo.select %336, %337, %c_19 : tensor<i1>, tensor<i32>
    %339 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_17, %c_15 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_17 : tensor<i1>, tensor<i32>
    %342 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %343 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %344 = stablehlo.select %342, %343, %c_19 : tensor<i1>, tensor<i32>
    %345 = stablehlo.dynamic_update_slice %312, %335, %338, %341, %344 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %346 = stablehlo.slice %211 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %347 = stablehlo.slice %222 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %349 = stablehlo.multiply %297, %348 : tensor<8x8xf32>
    %350 = stablehlo.dot_general %349, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %351 = stablehlo.slice %172 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %352 = stablehlo.slice %199 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<8x8xf32>
    %355 = stablehlo.add %350, %354 : tensor<8x8xf32>
    %356 = stablehlo.tanh %355 : tensor<8x8xf32>
    %357 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %358 = stablehlo.multiply %357, %349 : tensor<8x8xf32>
    %359 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %360 = stablehlo.subtract %359, %346 : tensor<1x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %362 = stablehlo.multiply %361, %356 : tensor<8x8xf32>
    %363 = stablehlo.add %358, %362 : tensor<8x8xf32>
    %364 = stablehlo.slice %188 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %365 = stablehlo.multiply %364, %363 : tensor<8x8xf32>
    %366 = stablehlo.reduce(%365 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %369 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %370 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %371 = stablehlo.select %369, %370, %c_19 : tensor<i1>, tensor<i32>
    %372 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %373 = stablehlo.add %c_17, %c_15 : tensor<i32>
    %374 = stablehlo.select %372, %373, %c_17 : tensor<i1>, tensor<i32>
    %375 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %376 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %377 = stablehlo.select %375, %376, %c_13 : tensor<i1>, tensor<i32>
    %378 = stablehlo.dynamic_update_slice %345, %368, %371, %374, %377 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %379 = stablehlo.slice %211 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %380 = stablehlo.slice %222 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %382 = stablehlo.multiply %330, %381 : tensor<8x8xf32>
    %383 = stablehlo.dot_general %382, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %384 = stablehlo.slice %172 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %385 = stablehlo.slice %199 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<8x8xf32>
    %388 = stablehlo.add %383, %387 : tensor<8x8xf32>
    %389 = stablehlo.tanh %388 : tensor<8x8xf32>
    %390 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %391 = stablehlo.multiply %390, %382 : tensor<8x8xf32>
    %392 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %393 = stablehlo.subtract %392, %379 : tensor<1x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %395 = stablehlo.multiply %394, %389 : tensor<8x8xf32>
    %396 = stablehlo.add %391, %395 : tensor<8x8xf32>
    %397 = stablehlo.slice %188 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %398 = stablehlo.multiply %397, %396 : tensor<8x8xf32>
    %399 = stablehlo.reduce(%398 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %402 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %403 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %404 = stablehlo.select %402, %403, %c_19 : tensor<i1>, tensor<i32>
    %405 = stablehlo.compare LT, %c_12, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %406 = stablehlo.add %c_12, %c_15 : tensor<i32>
    %407 = stablehlo.select %405, %406, %c_12 : tensor<i1>, tensor<i32>
    %408 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %409 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %410 = stablehlo.select %408, %409, %c_19 : tensor<i1>, tensor<i32>
    %411 = stablehlo.dynamic_update_slice %378, %401, %404, %407, %410 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %412 = stablehlo.slice %211 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %413 = stablehlo.slice %222 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %415 = stablehlo.multiply %363, %414 : tensor<8x8xf32>
    %416 = stablehlo.dot_general %415, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %417 = stablehlo.slice %172 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %418 = stablehlo.slice %199 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %420 = stablehlo.multiply %417, %419 : tensor<8x8xf32>
    %421 = stablehlo.add %416, %420 : tensor<8x8xf32>
    %422 = stablehlo.tanh %421 : tensor<8x8xf32>
    %423 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %424 = stablehlo.multiply %423, %415 : tensor<8x8xf32>
    %425 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %426 = stablehlo.subtract %425, %412 : tensor<1x8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %428 = stablehlo.multiply %427, %422 : tensor<8x8xf32>
    %429 = stablehlo.add %424, %428 : tensor<8x8xf32>
    %430 = stablehlo.slice %188 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<8x8xf32>
    %432 = stablehlo.reduce(%431 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %435 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %436 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %437 = stablehlo.select %435, %436, %c_19 : tensor<i1>, tensor<i32>
    %438 = stablehlo.compare LT, %c_12, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %439 = stablehlo.add %c_12, %c_15 : tensor<i32>
    %440 = stablehlo.select %438, %439, %c_12 : tensor<i1>, tensor<i32>
    %441 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %442 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %443 = stablehlo.select %441, %442, %c_13 : tensor<i1>, tensor<i32>
    %444 = stablehlo.dynamic_update_slice %411, %434, %437, %440, %443 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %445 = stablehlo.slice %211 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %446 = stablehlo.slice %222 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %448 = stablehlo.multiply %396, %447 : tensor<8x8xf32>
    %449 = stablehlo.dot_general %448, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %450 = stablehlo.slice %172 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %451 = stablehlo.slice %199 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %453 = stablehlo.multiply %450, %452 : tensor<8x8xf32>
    %454 = stablehlo.add %449, %453 : tensor<8x8xf32>
    %455 = stablehlo.tanh %454 : tensor<8x8xf32>
    %456 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %457 = stablehlo.multiply %456, %448 : tensor<8x8xf32>
    %458 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %459 = stablehlo.subtract %458, %445 : tensor<1x8xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %461 = stablehlo.multiply %460, %455 : tensor<8x8xf32>
    %462 = stablehlo.add %457, %461 : tensor<8x8xf32>
    %463 = stablehlo.slice %188 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %464 = stablehlo.multiply %463, %462 : tensor<8x8xf32>
    %465 = stablehlo.reduce(%464 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %468 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %469 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %470 = stablehlo.select %468, %469, %c_19 : tensor<i1>, tensor<i32>
    %471 = stablehlo.compare LT, %c_10, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %472 = stablehlo.add %c_10, %c_15 : tensor<i32>
    %473 = stablehlo.select %471, %472, %c_10 : tensor<i1>, tensor<i32>
    %474 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %475 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %476 = stablehlo.select %474, %475, %c_19 : tensor<i1>, tensor<i32>
    %477 = stablehlo.dynamic_update_slice %444, %467, %470, %473, %476 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %478 = stablehlo.slice %211 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %479 = stablehlo.slice %222 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %481 = stablehlo.multiply %429, %480 : tensor<8x8xf32>
    %482 = stablehlo.dot_general %481, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %483 = stablehlo.slice %172 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %484 = stablehlo.slice %199 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %486 = stablehlo.multiply %483, %485 : tensor<8x8xf32>
    %487 = stablehlo.add %482, %486 : tensor<8x8xf32>
    %488 = stablehlo.tanh %487 : tensor<8x8xf32>
    %489 = stablehlo.broadcast_in_dim %478, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %490 = stablehlo.multiply %489, %481 : tensor<8x8xf32>
    %491 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %492 = stablehlo.subtract %491, %478 : tensor<1x8xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %494 = stablehlo.multiply %493, %488 : tensor<8x8xf32>
    %495 = stablehlo.add %490, %494 : tensor<8x8xf32>
    %496 = stablehlo.slice %188 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %497 = stablehlo.multiply %496, %495 : tensor<8x8xf32>
    %498 = stablehlo.reduce(%497 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %501 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %502 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %503 = stablehlo.select %501, %502, %c_19 : tensor<i1>, tensor<i32>
    %504 = stablehlo.compare LT, %c_10, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %505 = stablehlo.add %c_10, %c_15 : tensor<i32>
    %506 = stablehlo.select %504, %505, %c_10 : tensor<i1>, tensor<i32>
    %507 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %508 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %509 = stablehlo.select %507, %508, %c_13 : tensor<i1>, tensor<i32>
    %510 = stablehlo.dynamic_update_slice %477, %500, %503, %506, %509 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %511 = stablehlo.slice %211 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %512 = stablehlo.slice %222 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %514 = stablehlo.multiply %462, %513 : tensor<8x8xf32>
    %515 = stablehlo.dot_general %514, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %516 = stablehlo.slice %172 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %517 = stablehlo.slice %199 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %519 = stablehlo.multiply %516, %518 : tensor<8x8xf32>
    %520 = stablehlo.add %515, %519 : tensor<8x8xf32>
    %521 = stablehlo.tanh %520 : tensor<8x8xf32>
    %522 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %523 = stablehlo.multiply %522, %514 : tensor<8x8xf32>
    %524 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %525 = stablehlo.subtract %524, %511 : tensor<1x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %527 = stablehlo.multiply %526, %521 : tensor<8x8xf32>
    %528 = stablehlo.add %523, %527 : tensor<8x8xf32>
    %529 = stablehlo.slice %188 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<8x8xf32>
    %531 = stablehlo.reduce(%530 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %534 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %535 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %536 = stablehlo.select %534, %535, %c_19 : tensor<i1>, tensor<i32>
    %537 = stablehlo.compare LT, %c_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %538 = stablehlo.add %c_16, %c_15 : tensor<i32>
    %539 = stablehlo.select %537, %538, %c_16 : tensor<i1>, tensor<i32>
    %540 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %541 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %542 = stablehlo.select %540, %541, %c_19 : tensor<i1>, tensor<i32>
    %543 = stablehlo.dynamic_update_slice %510, %533, %536, %539, %542 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %544 = stablehlo.slice %211 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %545 = stablehlo.slice %222 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %547 = stablehlo.multiply %495, %546 : tensor<8x8xf32>
    %548 = stablehlo.dot_general %547, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %549 = stablehlo.slice %172 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %550 = stablehlo.slice %199 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %552 = stablehlo.multiply %549, %551 : tensor<8x8xf32>
    %553 = stablehlo.add %548, %552 : tensor<8x8xf32>
    %554 = stablehlo.tanh %553 : tensor<8x8xf32>
    %555 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %556 = stablehlo.multiply %555, %547 : tensor<8x8xf32>
    %557 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %558 = stablehlo.subtract %557, %544 : tensor<1x8xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %560 = stablehlo.multiply %559, %554 : tensor<8x8xf32>
    %561 = stablehlo.add %556, %560 : tensor<8x8xf32>
    %562 = stablehlo.slice %188 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %563 = stablehlo.multiply %562, %561 : tensor<8x8xf32>
    %564 = stablehlo.reduce(%563 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %567 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %568 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %569 = stablehlo.select %567, %568, %c_19 : tensor<i1>, tensor<i32>
    %570 = stablehlo.compare LT, %c_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %571 = stablehlo.add %c_16, %c_15 : tensor<i32>
    %572 = stablehlo.select %570, %571, %c_16 : tensor<i1>, tensor<i32>
    %573 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %574 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %575 = stablehlo.select %573, %574, %c_13 : tensor<i1>, tensor<i32>
    %576 = stablehlo.dynamic_update_slice %543, %566, %569, %572, %575 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %577 = stablehlo.slice %211 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %578 = stablehlo.slice %222 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %580 = stablehlo.multiply %528, %579 : tensor<8x8xf32>
    %581 = stablehlo.dot_general %580, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %582 = stablehlo.slice %172 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %583 = stablehlo.slice %199 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %585 = stablehlo.multiply %582, %584 : tensor<8x8xf32>
    %586 = stablehlo.add %581, %585 : tensor<8x8xf32>
    %587 = stablehlo.tanh %586 : tensor<8x8xf32>
    %588 = stablehlo.broadcast_in_dim %577, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %589 = stablehlo.multiply %588, %580 : tensor<8x8xf32>
    %590 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %591 = stablehlo.subtract %590, %577 : tensor<1x8xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %593 = stablehlo.multiply %592, %587 : tensor<8x8xf32>
    %594 = stablehlo.add %589, %593 : tensor<8x8xf32>
    %595 = stablehlo.slice %188 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %596 = stablehlo.multiply %595, %594 : tensor<8x8xf32>
    %597 = stablehlo.reduce(%596 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %600 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %601 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %602 = stablehlo.select %600, %601, %c_19 : tensor<i1>, tensor<i32>
    %603 = stablehlo.compare LT, %c_9, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %604 = stablehlo.add %c_9, %c_15 : tensor<i32>
    %605 = stablehlo.select %603, %604, %c_9 : tensor<i1>, tensor<i32>
    %606 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %607 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %608 = stablehlo.select %606, %607, %c_19 : tensor<i1>, tensor<i32>
    %609 = stablehlo.dynamic_update_slice %576, %599, %602, %605, %608 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %610 = stablehlo.slice %211 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %611 = stablehlo.slice %222 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %613 = stablehlo.multiply %561, %612 : tensor<8x8xf32>
    %614 = stablehlo.dot_general %613, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %615 = stablehlo.slice %172 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %616 = stablehlo.slice %199 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %618 = stablehlo.multiply %615, %617 : tensor<8x8xf32>
    %619 = stablehlo.add %614, %618 : tensor<8x8xf32>
    %620 = stablehlo.tanh %619 : tensor<8x8xf32>
    %621 = stablehlo.broadcast_in_dim %610, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %622 = stablehlo.multiply %621, %613 : tensor<8x8xf32>
    %623 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %624 = stablehlo.subtract %623, %610 : tensor<1x8xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %626 = stablehlo.multiply %625, %620 : tensor<8x8xf32>
    %627 = stablehlo.add %622, %626 : tensor<8x8xf32>
    %628 = stablehlo.slice %188 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<8x8xf32>
    %630 = stablehlo.reduce(%629 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %633 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %634 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %635 = stablehlo.select %633, %634, %c_19 : tensor<i1>, tensor<i32>
    %636 = stablehlo.compare LT, %c_9, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %637 = stablehlo.add %c_9, %c_15 : tensor<i32>
    %638 = stablehlo.select %636, %637, %c_9 : tensor<i1>, tensor<i32>
    %639 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %640 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %641 = stablehlo.select %639, %640, %c_13 : tensor<i1>, tensor<i32>
    %642 = stablehlo.dynamic_update_slice %609, %632, %635, %638, %641 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %643 = stablehlo.slice %211 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %644 = stablehlo.slice %222 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %646 = stablehlo.multiply %594, %645 : tensor<8x8xf32>
    %647 = stablehlo.dot_general %646, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %648 = stablehlo.slice %172 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %649 = stablehlo.slice %199 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %651 = stablehlo.multiply %648, %650 : tensor<8x8xf32>
    %652 = stablehlo.add %647, %651 : tensor<8x8xf32>
    %653 = stablehlo.tanh %652 : tensor<8x8xf32>
    %654 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %655 = stablehlo.multiply %654, %646 : tensor<8x8xf32>
    %656 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %657 = stablehlo.subtract %656, %643 : tensor<1x8xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %659 = stablehlo.multiply %658, %653 : tensor<8x8xf32>
    %660 = stablehlo.add %655, %659 : tensor<8x8xf32>
    %661 = stablehlo.slice %188 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %662 = stablehlo.multiply %661, %660 : tensor<8x8xf32>
    %663 = stablehlo.reduce(%662 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %666 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %667 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %668 = stablehlo.select %666, %667, %c_19 : tensor<i1>, tensor<i32>
    %669 = stablehlo.compare LT, %c_8, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %670 = stablehlo.add %c_8, %c_15 : tensor<i32>
    %671 = stablehlo.select %669, %670, %c_8 : tensor<i1>, tensor<i32>
    %672 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %673 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %674 = stablehlo.select %672, %673, %c_19 : tensor<i1>, tensor<i32>
    %675 = stablehlo.dynamic_update_slice %642, %665, %668, %671, %674 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %676 = stablehlo.slice %211 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %677 = stablehlo.slice %222 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %679 = stablehlo.multiply %627, %678 : tensor<8x8xf32>
    %680 = stablehlo.dot_general %679, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %681 = stablehlo.slice %172 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %682 = stablehlo.slice %199 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %684 = stablehlo.multiply %681, %683 : tensor<8x8xf32>
    %685 = stablehlo.add %680, %684 : tensor<8x8xf32>
    %686 = stablehlo.tanh %685 : tensor<8x8xf32>
    %687 = stablehlo.broadcast_in_dim %676, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %688 = stablehlo.multiply %687, %679 : tensor<8x8xf32>
    %689 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %690 = stablehlo.subtract %689, %676 : tensor<1x8xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %692 = stablehlo.multiply %691, %686 : tensor<8x8xf32>
    %693 = stablehlo.add %688, %692 : tensor<8x8xf32>
    %694 = stablehlo.slice %188 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %695 = stablehlo.multiply %694, %693 : tensor<8x8xf32>
    %696 = stablehlo.reduce(%695 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %699 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %700 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %701 = stablehlo.select %699, %700, %c_19 : tensor<i1>, tensor<i32>
    %702 = stablehlo.compare LT, %c_8, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %703 = stablehlo.add %c_8, %c_15 : tensor<i32>
    %704 = stablehlo.select %702, %703, %c_8 : tensor<i1>, tensor<i32>
    %705 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %706 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %707 = stablehlo.select %705, %706, %c_13 : tensor<i1>, tensor<i32>
    %708 = stablehlo.dynamic_update_slice %675, %698, %701, %704, %707 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %709 = stablehlo.slice %211 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %710 = stablehlo.slice %222 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %712 = stablehlo.multiply %660, %711 : tensor<8x8xf32>
    %713 = stablehlo.dot_general %712, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %714 = stablehlo.slice %172 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %715 = stablehlo.slice %199 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %717 = stablehlo.multiply %714, %716 : tensor<8x8xf32>
    %718 = stablehlo.add %713, %717 : tensor<8x8xf32>
    %719 = stablehlo.tanh %718 : tensor<8x8xf32>
    %720 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %721 = stablehlo.multiply %720, %712 : tensor<8x8xf32>
    %722 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %723 = stablehlo.subtract %722, %709 : tensor<1x8xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %725 = stablehlo.multiply %724, %719 : tensor<8x8xf32>
    %726 = stablehlo.add %721, %725 : tensor<8x8xf32>
    %727 = stablehlo.slice %188 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %728 = stablehlo.multiply %727, %726 : tensor<8x8xf32>
    %729 = stablehlo.reduce(%728 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %732 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %733 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %734 = stablehlo.select %732, %733, %c_19 : tensor<i1>, tensor<i32>
    %735 = stablehlo.compare LT, %c_7, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %736 = stablehlo.add %c_7, %c_15 : tensor<i32>
    %737 = stablehlo.select %735, %736, %c_7 : tensor<i1>, tensor<i32>
    %738 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %739 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %740 = stablehlo.select %738, %739, %c_19 : tensor<i1>, tensor<i32>
    %741 = stablehlo.dynamic_update_slice %708, %731, %734, %737, %740 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %742 = stablehlo.slice %211 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %743 = stablehlo.slice %222 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %745 = stablehlo.multiply %693, %744 : tensor<8x8xf32>
    %746 = stablehlo.dot_general %745, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %747 = stablehlo.slice %172 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %748 = stablehlo.slice %199 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %750 = stablehlo.multiply %747, %749 : tensor<8x8xf32>
    %751 = stablehlo.add %746, %750 : tensor<8x8xf32>
    %752 = stablehlo.tanh %751 : tensor<8x8xf32>
    %753 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %754 = stablehlo.multiply %753, %745 : tensor<8x8xf32>
    %755 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %756 = stablehlo.subtract %755, %742 : tensor<1x8xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %758 = stablehlo.multiply %757, %752 : tensor<8x8xf32>
    %759 = stablehlo.add %754, %758 : tensor<8x8xf32>
    %760 = stablehlo.slice %188 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %761 = stablehlo.multiply %760, %759 : tensor<8x8xf32>
    %762 = stablehlo.reduce(%761 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %765 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %766 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %767 = stablehlo.select %765, %766, %c_19 : tensor<i1>, tensor<i32>
    %768 = stablehlo.compare LT, %c_7, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %769 = stablehlo.add %c_7, %c_15 : tensor<i32>
    %770 = stablehlo.select %768, %769, %c_7 : tensor<i1>, tensor<i32>
    %771 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %772 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %773 = stablehlo.select %771, %772, %c_13 : tensor<i1>, tensor<i32>
    %774 = stablehlo.dynamic_update_slice %741, %764, %767, %770, %773 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %775 = stablehlo.slice %211 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %776 = stablehlo.slice %222 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %778 = stablehlo.multiply %726, %777 : tensor<8x8xf32>
    %779 = stablehlo.dot_general %778, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %780 = stablehlo.slice %172 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %781 = stablehlo.slice %199 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %783 = stablehlo.multiply %780, %782 : tensor<8x8xf32>
    %784 = stablehlo.add %779, %783 : tensor<8x8xf32>
    %785 = stablehlo.tanh %784 : tensor<8x8xf32>
    %786 = stablehlo.broadcast_in_dim %775, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %787 = stablehlo.multiply %786, %778 : tensor<8x8xf32>
    %788 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %789 = stablehlo.subtract %788, %775 : tensor<1x8xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %791 = stablehlo.multiply %790, %785 : tensor<8x8xf32>
    %792 = stablehlo.add %787, %791 : tensor<8x8xf32>
    %793 = stablehlo.slice %188 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %794 = stablehlo.multiply %793, %792 : tensor<8x8xf32>
    %795 = stablehlo.reduce(%794 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %798 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %799 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %800 = stablehlo.select %798, %799, %c_19 : tensor<i1>, tensor<i32>
    %801 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %802 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %803 = stablehlo.select %801, %802, %c_13 : tensor<i1>, tensor<i32>
    %804 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %805 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %806 = stablehlo.select %804, %805, %c_19 : tensor<i1>, tensor<i32>
    %807 = stablehlo.dynamic_update_slice %774, %797, %800, %803, %806 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %808 = stablehlo.slice %211 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %809 = stablehlo.slice %222 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %811 = stablehlo.multiply %759, %810 : tensor<8x8xf32>
    %812 = stablehlo.dot_general %811, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %813 = stablehlo.slice %172 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %814 = stablehlo.slice %199 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %816 = stablehlo.multiply %813, %815 : tensor<8x8xf32>
    %817 = stablehlo.add %812, %816 : tensor<8x8xf32>
    %818 = stablehlo.tanh %817 : tensor<8x8xf32>
    %819 = stablehlo.broadcast_in_dim %808, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %820 = stablehlo.multiply %819, %811 : tensor<8x8xf32>
    %821 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %822 = stablehlo.subtract %821, %808 : tensor<1x8xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %824 = stablehlo.multiply %823, %818 : tensor<8x8xf32>
    %825 = stablehlo.add %820, %824 : tensor<8x8xf32>
    %826 = stablehlo.slice %188 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %827 = stablehlo.multiply %826, %825 : tensor<8x8xf32>
    %828 = stablehlo.reduce(%827 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %831 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %832 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %833 = stablehlo.select %831, %832, %c_19 : tensor<i1>, tensor<i32>
    %834 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %835 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %836 = stablehlo.select %834, %835, %c_13 : tensor<i1>, tensor<i32>
    %837 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %838 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %839 = stablehlo.select %837, %838, %c_13 : tensor<i1>, tensor<i32>
    %840 = stablehlo.dynamic_update_slice %807, %830, %833, %836, %839 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %841 = stablehlo.slice %211 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %842 = stablehlo.slice %222 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %844 = stablehlo.multiply %792, %843 : tensor<8x8xf32>
    %845 = stablehlo.dot_general %844, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %846 = stablehlo.slice %172 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %847 = stablehlo.slice %199 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %849 = stablehlo.multiply %846, %848 : tensor<8x8xf32>
    %850 = stablehlo.add %845, %849 : tensor<8x8xf32>
    %851 = stablehlo.tanh %850 : tensor<8x8xf32>
    %852 = stablehlo.broadcast_in_dim %841, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %853 = stablehlo.multiply %852, %844 : tensor<8x8xf32>
    %854 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %855 = stablehlo.subtract %854, %841 : tensor<1x8xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %857 = stablehlo.multiply %856, %851 : tensor<8x8xf32>
    %858 = stablehlo.add %853, %857 : tensor<8x8xf32>
    %859 = stablehlo.slice %188 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %860 = stablehlo.multiply %859, %858 : tensor<8x8xf32>
    %861 = stablehlo.reduce(%860 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %864 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %865 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %866 = stablehlo.select %864, %865, %c_19 : tensor<i1>, tensor<i32>
    %867 = stablehlo.compare LT, %c_6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %868 = stablehlo.add %c_6, %c_15 : tensor<i32>
    %869 = stablehlo.select %867, %868, %c_6 : tensor<i1>, tensor<i32>
    %870 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %871 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %872 = stablehlo.select %870, %871, %c_19 : tensor<i1>, tensor<i32>
    %873 = stablehlo.dynamic_update_slice %840, %863, %866, %869, %872 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %874 = stablehlo.slice %211 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %875 = stablehlo.slice %222 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %877 = stablehlo.multiply %825, %876 : tensor<8x8xf32>
    %878 = stablehlo.dot_general %877, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %879 = stablehlo.slice %172 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %880 = stablehlo.slice %199 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %882 = stablehlo.multiply %879, %881 : tensor<8x8xf32>
    %883 = stablehlo.add %878, %882 : tensor<8x8xf32>
    %884 = stablehlo.tanh %883 : tensor<8x8xf32>
    %885 = stablehlo.broadcast_in_dim %874, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %886 = stablehlo.multiply %885, %877 : tensor<8x8xf32>
    %887 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %888 = stablehlo.subtract %887, %874 : tensor<1x8xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %890 = stablehlo.multiply %889, %884 : tensor<8x8xf32>
    %891 = stablehlo.add %886, %890 : tensor<8x8xf32>
    %892 = stablehlo.slice %188 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %893 = stablehlo.multiply %892, %891 : tensor<8x8xf32>
    %894 = stablehlo.reduce(%893 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %897 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %898 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %899 = stablehlo.select %897, %898, %c_19 : tensor<i1>, tensor<i32>
    %900 = stablehlo.compare LT, %c_6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %901 = stablehlo.add %c_6, %c_15 : tensor<i32>
    %902 = stablehlo.select %900, %901, %c_6 : tensor<i1>, tensor<i32>
    %903 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %904 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %905 = stablehlo.select %903, %904, %c_13 : tensor<i1>, tensor<i32>
    %906 = stablehlo.dynamic_update_slice %873, %896, %899, %902, %905 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %907 = stablehlo.slice %211 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %908 = stablehlo.slice %222 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %910 = stablehlo.multiply %858, %909 : tensor<8x8xf32>
    %911 = stablehlo.dot_general %910, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %912 = stablehlo.slice %172 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %913 = stablehlo.slice %199 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %915 = stablehlo.multiply %912, %914 : tensor<8x8xf32>
    %916 = stablehlo.add %911, %915 : tensor<8x8xf32>
    %917 = stablehlo.tanh %916 : tensor<8x8xf32>
    %918 = stablehlo.broadcast_in_dim %907, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %919 = stablehlo.multiply %918, %910 : tensor<8x8xf32>
    %920 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %921 = stablehlo.subtract %920, %907 : tensor<1x8xf32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %923 = stablehlo.multiply %922, %917 : tensor<8x8xf32>
    %924 = stablehlo.add %919, %923 : tensor<8x8xf32>
    %925 = stablehlo.slice %188 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %926 = stablehlo.multiply %925, %924 : tensor<8x8xf32>
    %927 = stablehlo.reduce(%926 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %928 = stablehlo.broadcast_in_dim %927, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %930 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %931 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %932 = stablehlo.select %930, %931, %c_19 : tensor<i1>, tensor<i32>
    %933 = stablehlo.compare LT, %c_5, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %934 = stablehlo.add %c_5, %c_15 : tensor<i32>
    %935 = stablehlo.select %933, %934, %c_5 : tensor<i1>, tensor<i32>
    %936 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %937 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %938 = stablehlo.select %936, %937, %c_19 : tensor<i1>, tensor<i32>
    %939 = stablehlo.dynamic_update_slice %906, %929, %932, %935, %938 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %940 = stablehlo.slice %211 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %941 = stablehlo.slice %222 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %943 = stablehlo.multiply %891, %942 : tensor<8x8xf32>
    %944 = stablehlo.dot_general %943, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %945 = stablehlo.slice %172 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %946 = stablehlo.slice %199 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %948 = stablehlo.multiply %945, %947 : tensor<8x8xf32>
    %949 = stablehlo.add %944, %948 : tensor<8x8xf32>
    %950 = stablehlo.tanh %949 : tensor<8x8xf32>
    %951 = stablehlo.broadcast_in_dim %940, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %952 = stablehlo.multiply %951, %943 : tensor<8x8xf32>
    %953 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %954 = stablehlo.subtract %953, %940 : tensor<1x8xf32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %956 = stablehlo.multiply %955, %950 : tensor<8x8xf32>
    %957 = stablehlo.add %952, %956 : tensor<8x8xf32>
    %958 = stablehlo.slice %188 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %959 = stablehlo.multiply %958, %957 : tensor<8x8xf32>
    %960 = stablehlo.reduce(%959 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %961 = stablehlo.broadcast_in_dim %960, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %962 = stablehlo.broadcast_in_dim %961, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %963 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %964 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %965 = stablehlo.select %963, %964, %c_19 : tensor<i1>, tensor<i32>
    %966 = stablehlo.compare LT, %c_5, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %967 = stablehlo.add %c_5, %c_15 : tensor<i32>
    %968 = stablehlo.select %966, %967, %c_5 : tensor<i1>, tensor<i32>
    %969 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %970 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %971 = stablehlo.select %969, %970, %c_13 : tensor<i1>, tensor<i32>
    %972 = stablehlo.dynamic_update_slice %939, %962, %965, %968, %971 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %973 = stablehlo.slice %211 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %974 = stablehlo.slice %222 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %976 = stablehlo.multiply %924, %975 : tensor<8x8xf32>
    %977 = stablehlo.dot_general %976, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %978 = stablehlo.slice %172 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %979 = stablehlo.slice %199 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %981 = stablehlo.multiply %978, %980 : tensor<8x8xf32>
    %982 = stablehlo.add %977, %981 : tensor<8x8xf32>
    %983 = stablehlo.tanh %982 : tensor<8x8xf32>
    %984 = stablehlo.broadcast_in_dim %973, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %985 = stablehlo.multiply %984, %976 : tensor<8x8xf32>
    %986 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %987 = stablehlo.subtract %986, %973 : tensor<1x8xf32>
    %988 = stablehlo.broadcast_in_dim %987, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %989 = stablehlo.multiply %988, %983 : tensor<8x8xf32>
    %990 = stablehlo.add %985, %989 : tensor<8x8xf32>
    %991 = stablehlo.slice %188 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %992 = stablehlo.multiply %991, %990 : tensor<8x8xf32>
    %993 = stablehlo.reduce(%992 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %994 = stablehlo.broadcast_in_dim %993, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %996 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %997 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %998 = stablehlo.select %996, %997, %c_19 : tensor<i1>, tensor<i32>
    %999 = stablehlo.compare LT, %c_4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1000 = stablehlo.add %c_4, %c_15 : tensor<i32>
    %1001 = stablehlo.select %999, %1000, %c_4 : tensor<i1>, tensor<i32>
    %1002 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1003 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1004 = stablehlo.select %1002, %1003, %c_19 : tensor<i1>, tensor<i32>
    %1005 = stablehlo.dynamic_update_slice %972, %995, %998, %1001, %1004 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1006 = stablehlo.slice %211 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1007 = stablehlo.slice %222 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1009 = stablehlo.multiply %957, %1008 : tensor<8x8xf32>
    %1010 = stablehlo.dot_general %1009, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1011 = stablehlo.slice %172 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1012 = stablehlo.slice %199 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1014 = stablehlo.multiply %1011, %1013 : tensor<8x8xf32>
    %1015 = stablehlo.add %1010, %1014 : tensor<8x8xf32>
    %1016 = stablehlo.tanh %1015 : tensor<8x8xf32>
    %1017 = stablehlo.broadcast_in_dim %1006, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1018 = stablehlo.multiply %1017, %1009 : tensor<8x8xf32>
    %1019 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1020 = stablehlo.subtract %1019, %1006 : tensor<1x8xf32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1022 = stablehlo.multiply %1021, %1016 : tensor<8x8xf32>
    %1023 = stablehlo.add %1018, %1022 : tensor<8x8xf32>
    %1024 = stablehlo.slice %188 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<8x8xf32>
    %1026 = stablehlo.reduce(%1025 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1029 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1030 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1031 = stablehlo.select %1029, %1030, %c_19 : tensor<i1>, tensor<i32>
    %1032 = stablehlo.compare LT, %c_4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1033 = stablehlo.add %c_4, %c_15 : tensor<i32>
    %1034 = stablehlo.select %1032, %1033, %c_4 : tensor<i1>, tensor<i32>
    %1035 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1036 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1037 = stablehlo.select %1035, %1036, %c_13 : tensor<i1>, tensor<i32>
    %1038 = stablehlo.dynamic_update_slice %1005, %1028, %1031, %1034, %1037 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1039 = stablehlo.slice %211 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1040 = stablehlo.slice %222 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1041 = stablehlo.broadcast_in_dim %1040, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1042 = stablehlo.multiply %990, %1041 : tensor<8x8xf32>
    %1043 = stablehlo.dot_general %1042, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1044 = stablehlo.slice %172 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1045 = stablehlo.slice %199 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1047 = stablehlo.multiply %1044, %1046 : tensor<8x8xf32>
    %1048 = stablehlo.add %1043, %1047 : tensor<8x8xf32>
    %1049 = stablehlo.tanh %1048 : tensor<8x8xf32>
    %1050 = stablehlo.broadcast_in_dim %1039, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1051 = stablehlo.multiply %1050, %1042 : tensor<8x8xf32>
    %1052 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1053 = stablehlo.subtract %1052, %1039 : tensor<1x8xf32>
    %1054 = stablehlo.broadcast_in_dim %1053, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1055 = stablehlo.multiply %1054, %1049 : tensor<8x8xf32>
    %1056 = stablehlo.add %1051, %1055 : tensor<8x8xf32>
    %1057 = stablehlo.slice %188 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<8x8xf32>
    %1059 = stablehlo.reduce(%1058 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1062 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1063 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1064 = stablehlo.select %1062, %1063, %c_19 : tensor<i1>, tensor<i32>
    %1065 = stablehlo.compare LT, %c_3, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1066 = stablehlo.add %c_3, %c_15 : tensor<i32>
    %1067 = stablehlo.select %1065, %1066, %c_3 : tensor<i1>, tensor<i32>
    %1068 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1069 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1070 = stablehlo.select %1068, %1069, %c_19 : tensor<i1>, tensor<i32>
    %1071 = stablehlo.dynamic_update_slice %1038, %1061, %1064, %1067, %1070 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1072 = stablehlo.slice %211 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1073 = stablehlo.slice %222 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1074 = stablehlo.broadcast_in_dim %1073, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1075 = stablehlo.multiply %1023, %1074 : tensor<8x8xf32>
    %1076 = stablehlo.dot_general %1075, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1077 = stablehlo.slice %172 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1078 = stablehlo.slice %199 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1079 = stablehlo.broadcast_in_dim %1078, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1080 = stablehlo.multiply %1077, %1079 : tensor<8x8xf32>
    %1081 = stablehlo.add %1076, %1080 : tensor<8x8xf32>
    %1082 = stablehlo.tanh %1081 : tensor<8x8xf32>
    %1083 = stablehlo.broadcast_in_dim %1072, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1084 = stablehlo.multiply %1083, %1075 : tensor<8x8xf32>
    %1085 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1086 = stablehlo.subtract %1085, %1072 : tensor<1x8xf32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1088 = stablehlo.multiply %1087, %1082 : tensor<8x8xf32>
    %1089 = stablehlo.add %1084, %1088 : tensor<8x8xf32>
    %1090 = stablehlo.slice %188 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1091 = stablehlo.multiply %1090, %1089 : tensor<8x8xf32>
    %1092 = stablehlo.reduce(%1091 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1094 = stablehlo.broadcast_in_dim %1093, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1095 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1096 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1097 = stablehlo.select %1095, %1096, %c_19 : tensor<i1>, tensor<i32>
    %1098 = stablehlo.compare LT, %c_3, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1099 = stablehlo.add %c_3, %c_15 : tensor<i32>
    %1100 = stablehlo.select %1098, %1099, %c_3 : tensor<i1>, tensor<i32>
    %1101 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1102 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1103 = stablehlo.select %1101, %1102, %c_13 : tensor<i1>, tensor<i32>
    %1104 = stablehlo.dynamic_update_slice %1071, %1094, %1097, %1100, %1103 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1105 = stablehlo.slice %211 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1106 = stablehlo.slice %222 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1108 = stablehlo.multiply %1056, %1107 : tensor<8x8xf32>
    %1109 = stablehlo.dot_general %1108, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1110 = stablehlo.slice %172 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1111 = stablehlo.slice %199 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1113 = stablehlo.multiply %1110, %1112 : tensor<8x8xf32>
    %1114 = stablehlo.add %1109, %1113 : tensor<8x8xf32>
    %1115 = stablehlo.tanh %1114 : tensor<8x8xf32>
    %1116 = stablehlo.broadcast_in_dim %1105, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1117 = stablehlo.multiply %1116, %1108 : tensor<8x8xf32>
    %1118 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1119 = stablehlo.subtract %1118, %1105 : tensor<1x8xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1121 = stablehlo.multiply %1120, %1115 : tensor<8x8xf32>
    %1122 = stablehlo.add %1117, %1121 : tensor<8x8xf32>
    %1123 = stablehlo.slice %188 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1124 = stablehlo.multiply %1123, %1122 : tensor<8x8xf32>
    %1125 = stablehlo.reduce(%1124 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1126 = stablehlo.broadcast_in_dim %1125, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1127 = stablehlo.broadcast_in_dim %1126, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1128 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1129 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1130 = stablehlo.select %1128, %1129, %c_19 : tensor<i1>, tensor<i32>
    %1131 = stablehlo.compare LT, %c_2, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1132 = stablehlo.add %c_2, %c_15 : tensor<i32>
    %1133 = stablehlo.select %1131, %1132, %c_2 : tensor<i1>, tensor<i32>
    %1134 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1135 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1136 = stablehlo.select %1134, %1135, %c_19 : tensor<i1>, tensor<i32>
    %1137 = stablehlo.dynamic_update_slice %1104, %1127, %1130, %1133, %1136 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1138 = stablehlo.slice %211 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1139 = stablehlo.slice %222 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1140 = stablehlo.broadcast_in_dim %1139, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1141 = stablehlo.multiply %1089, %1140 : tensor<8x8xf32>
    %1142 = stablehlo.dot_general %1141, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1143 = stablehlo.slice %172 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1144 = stablehlo.slice %199 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1146 = stablehlo.multiply %1143, %1145 : tensor<8x8xf32>
    %1147 = stablehlo.add %1142, %1146 : tensor<8x8xf32>
    %1148 = stablehlo.tanh %1147 : tensor<8x8xf32>
    %1149 = stablehlo.broadcast_in_dim %1138, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1150 = stablehlo.multiply %1149, %1141 : tensor<8x8xf32>
    %1151 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1152 = stablehlo.subtract %1151, %1138 : tensor<1x8xf32>
    %1153 = stablehlo.broadcast_in_dim %1152, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1154 = stablehlo.multiply %1153, %1148 : tensor<8x8xf32>
    %1155 = stablehlo.add %1150, %1154 : tensor<8x8xf32>
    %1156 = stablehlo.slice %188 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1157 = stablehlo.multiply %1156, %1155 : tensor<8x8xf32>
    %1158 = stablehlo.reduce(%1157 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1160 = stablehlo.broadcast_in_dim %1159, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1161 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1162 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1163 = stablehlo.select %1161, %1162, %c_19 : tensor<i1>, tensor<i32>
    %1164 = stablehlo.compare LT, %c_2, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1165 = stablehlo.add %c_2, %c_15 : tensor<i32>
    %1166 = stablehlo.select %1164, %1165, %c_2 : tensor<i1>, tensor<i32>
    %1167 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1168 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1169 = stablehlo.select %1167, %1168, %c_13 : tensor<i1>, tensor<i32>
    %1170 = stablehlo.dynamic_update_slice %1137, %1160, %1163, %1166, %1169 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1171 = stablehlo.slice %211 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1172 = stablehlo.slice %222 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1173 = stablehlo.broadcast_in_dim %1172, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1174 = stablehlo.multiply %1122, %1173 : tensor<8x8xf32>
    %1175 = stablehlo.dot_general %1174, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1176 = stablehlo.slice %172 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1177 = stablehlo.slice %199 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1178 = stablehlo.broadcast_in_dim %1177, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1179 = stablehlo.multiply %1176, %1178 : tensor<8x8xf32>
    %1180 = stablehlo.add %1175, %1179 : tensor<8x8xf32>
    %1181 = stablehlo.tanh %1180 : tensor<8x8xf32>
    %1182 = stablehlo.broadcast_in_dim %1171, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1183 = stablehlo.multiply %1182, %1174 : tensor<8x8xf32>
    %1184 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1185 = stablehlo.subtract %1184, %1171 : tensor<1x8xf32>
    %1186 = stablehlo.broadcast_in_dim %1185, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1187 = stablehlo.multiply %1186, %1181 : tensor<8x8xf32>
    %1188 = stablehlo.add %1183, %1187 : tensor<8x8xf32>
    %1189 = stablehlo.slice %188 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1190 = stablehlo.multiply %1189, %1188 : tensor<8x8xf32>
    %1191 = stablehlo.reduce(%1190 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1194 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1195 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1196 = stablehlo.select %1194, %1195, %c_19 : tensor<i1>, tensor<i32>
    %1197 = stablehlo.compare LT, %c_1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1198 = stablehlo.add %c_1, %c_15 : tensor<i32>
    %1199 = stablehlo.select %1197, %1198, %c_1 : tensor<i1>, tensor<i32>
    %1200 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1201 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1202 = stablehlo.select %1200, %1201, %c_19 : tensor<i1>, tensor<i32>
    %1203 = stablehlo.dynamic_update_slice %1170, %1193, %1196, %1199, %1202 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1204 = stablehlo.slice %211 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1205 = stablehlo.slice %222 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1207 = stablehlo.multiply %1155, %1206 : tensor<8x8xf32>
    %1208 = stablehlo.dot_general %1207, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1209 = stablehlo.slice %172 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1210 = stablehlo.slice %199 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1211 = stablehlo.broadcast_in_dim %1210, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1212 = stablehlo.multiply %1209, %1211 : tensor<8x8xf32>
    %1213 = stablehlo.add %1208, %1212 : tensor<8x8xf32>
    %1214 = stablehlo.tanh %1213 : tensor<8x8xf32>
    %1215 = stablehlo.broadcast_in_dim %1204, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1216 = stablehlo.multiply %1215, %1207 : tensor<8x8xf32>
    %1217 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1218 = stablehlo.subtract %1217, %1204 : tensor<1x8xf32>
    %1219 = stablehlo.broadcast_in_dim %1218, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1220 = stablehlo.multiply %1219, %1214 : tensor<8x8xf32>
    %1221 = stablehlo.add %1216, %1220 : tensor<8x8xf32>
    %1222 = stablehlo.slice %188 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1223 = stablehlo.multiply %1222, %1221 : tensor<8x8xf32>
    %1224 = stablehlo.reduce(%1223 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1226 = stablehlo.broadcast_in_dim %1225, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1227 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1228 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1229 = stablehlo.select %1227, %1228, %c_19 : tensor<i1>, tensor<i32>
    %1230 = stablehlo.compare LT, %c_1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1231 = stablehlo.add %c_1, %c_15 : tensor<i32>
    %1232 = stablehlo.select %1230, %1231, %c_1 : tensor<i1>, tensor<i32>
    %1233 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1234 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1235 = stablehlo.select %1233, %1234, %c_13 : tensor<i1>, tensor<i32>
    %1236 = stablehlo.dynamic_update_slice %1203, %1226, %1229, %1232, %1235 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1237 = stablehlo.slice %211 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1238 = stablehlo.slice %222 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1240 = stablehlo.multiply %1188, %1239 : tensor<8x8xf32>
    %1241 = stablehlo.dot_general %1240, %233, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1242 = stablehlo.slice %172 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1243 = stablehlo.slice %199 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1244 = stablehlo.broadcast_in_dim %1243, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1245 = stablehlo.multiply %1242, %1244 : tensor<8x8xf32>
    %1246 = stablehlo.add %1241, %1245 : tensor<8x8xf32>
    %1247 = stablehlo.tanh %1246 : tensor<8x8xf32>
    %1248 = stablehlo.broadcast_in_dim %1237, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1249 = stablehlo.multiply %1248, %1240 : tensor<8x8xf32>
    %1250 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1251 = stablehlo.subtract %1250, %1237 : tensor<1x8xf32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1253 = stablehlo.multiply %1252, %1247 : tensor<8x8xf32>
    %1254 = stablehlo.add %1249, %1253 : tensor<8x8xf32>
    %1255 = stablehlo.slice %188 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1256 = stablehlo.multiply %1255, %1254 : tensor<8x8xf32>
    %1257 = stablehlo.reduce(%1256 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1258 = stablehlo.broadcast_in_dim %1257, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1259 = stablehlo.broadcast_in_dim %1258, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1260 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1261 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1262 = stablehlo.select %1260, %1261, %c_19 : tensor<i1>, tensor<i32>
    %1263 = stablehlo.compare LT, %c_0, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1264 = stablehlo.add %c_0, %c_15 : tensor<i32>
    %1265 = stablehlo.select %1263, %1264, %c_0 : tensor<i1>, tensor<i32>
    %1266 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1267 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1268 = stablehlo.select %1266, %1267, %c_19 : tensor<i1>, tensor<i32>
    %1269 = stablehlo.dynamic_update_slice %1236, %1259, %1262, %1265, %1268 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1270 = stablehlo.slice %211 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1271 = stablehlo.slice %222 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1272 = stablehlo.broadcast_in_dim %1271, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1273 = stablehlo.multiply %1221, %1272 : tensor<8x8xf32>
    %1274 = stablehlo.dot_general %1273, %244, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1275 = stablehlo.slice %172 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1276 = stablehlo.slice %199 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1277 = stablehlo.broadcast_in_dim %1276, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1278 = stablehlo.multiply %1275, %1277 : tensor<8x8xf32>
    %1279 = stablehlo.add %1274, %1278 : tensor<8x8xf32>
    %1280 = stablehlo.tanh %1279 : tensor<8x8xf32>
    %1281 = stablehlo.broadcast_in_dim %1270, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1282 = stablehlo.multiply %1281, %1273 : tensor<8x8xf32>
    %1283 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1284 = stablehlo.subtract %1283, %1270 : tensor<1x8xf32>
    %1285 = stablehlo.broadcast_in_dim %1284, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1286 = stablehlo.multiply %1285, %1280 : tensor<8x8xf32>
    %1287 = stablehlo.add %1282, %1286 : tensor<8x8xf32>
    %1288 = stablehlo.slice %188 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1289 = stablehlo.multiply %1288, %1287 : tensor<8x8xf32>
    %1290 = stablehlo.reduce(%1289 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1291 = stablehlo.broadcast_in_dim %1290, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1293 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1294 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1295 = stablehlo.select %1293, %1294, %c_19 : tensor<i1>, tensor<i32>
    %1296 = stablehlo.compare LT, %c_0, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1297 = stablehlo.add %c_0, %c_15 : tensor<i32>
    %1298 = stablehlo.select %1296, %1297, %c_0 : tensor<i1>, tensor<i32>
    %1299 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1300 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1301 = stablehlo.select %1299, %1300, %c_13 : tensor<i1>, tensor<i32>
    %1302 = stablehlo.dynamic_update_slice %1269, %1292, %1295, %1298, %1301 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1303 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1304 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1305 = stablehlo.select %1303, %1304, %c_19 : tensor<i1>, tensor<i32>
    %1306 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1307 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1308 = stablehlo.select %1306, %1307, %c_19 : tensor<i1>, tensor<i32>
    %1309 = stablehlo.dynamic_update_slice %130, %1254, %1305, %1308 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %1310 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1311 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1312 = stablehlo.select %1310, %1311, %c_19 : tensor<i1>, tensor<i32>
    %1313 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1314 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1315 = stablehlo.select %1313, %1314, %c_13 : tensor<i1>, tensor<i32>
    %1316 = stablehlo.dynamic_update_slice %1309, %1287, %1312, %1315 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %1317 = stablehlo.compare LT, %25, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1318 = stablehlo.add %25, %c_17 : tensor<i32>
    %1319 = stablehlo.select %1317, %1318, %25 : tensor<i1>, tensor<i32>
    %1320 = stablehlo.compare LT, %26, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1321 = stablehlo.add %26, %c_14 : tensor<i32>
    %1322 = stablehlo.select %1320, %1321, %26 : tensor<i1>, tensor<i32>
    %1323 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1324 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1325 = stablehlo.select %1323, %1324, %c_19 : tensor<i1>, tensor<i32>
    %1326 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1327 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1328 = stablehlo.select %1326, %1327, %c_19 : tensor<i1>, tensor<i32>
    %1329 = stablehlo.dynamic_update_slice %iterArg_23, %51, %1319, %1322, %1325, %1328 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %1330 = stablehlo.compare LT, %27, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1331 = stablehlo.add %27, %c_17 : tensor<i32>
    %1332 = stablehlo.select %1330, %1331, %27 : tensor<i1>, tensor<i32>
    %1333 = stablehlo.compare LT, %28, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1334 = stablehlo.add %28, %c_14 : tensor<i32>
    %1335 = stablehlo.select %1333, %1334, %28 : tensor<i1>, tensor<i32>
    %1336 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1337 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1338 = stablehlo.select %1336, %1337, %c_19 : tensor<i1>, tensor<i32>
    %1339 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1340 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1341 = stablehlo.select %1339, %1340, %c_19 : tensor<i1>, tensor<i32>
    %1342 = stablehlo.dynamic_update_slice %iterArg_24, %64, %1332, %1335, %1338, %1341 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %1343 = stablehlo.compare LT, %29, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1344 = stablehlo.add %29, %c_17 : tensor<i32>
    %1345 = stablehlo.select %1343, %1344, %29 : tensor<i1>, tensor<i32>
    %1346 = stablehlo.compare LT, %30, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1347 = stablehlo.add %30, %c_14 : tensor<i32>
    %1348 = stablehlo.select %1346, %1347, %30 : tensor<i1>, tensor<i32>
    %1349 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1350 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1351 = stablehlo.select %1349, %1350, %c_19 : tensor<i1>, tensor<i32>
    %1352 = stablehlo.dynamic_update_slice %iterArg_25, %74, %1345, %1348, %1351 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1353 = stablehlo.compare LT, %31, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1354 = stablehlo.add %31, %c_17 : tensor<i32>
    %1355 = stablehlo.select %1353, %1354, %31 : tensor<i1>, tensor<i32>
    %1356 = stablehlo.compare LT, %32, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1357 = stablehlo.add %32, %c_14 : tensor<i32>
    %1358 = stablehlo.select %1356, %1357, %32 : tensor<i1>, tensor<i32>
    %1359 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1360 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1361 = stablehlo.select %1359, %1360, %c_19 : tensor<i1>, tensor<i32>
    %1362 = stablehlo.dynamic_update_slice %iterArg_26, %84, %1355, %1358, %1361 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %1363 = stablehlo.compare LT, %33, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1364 = stablehlo.add %33, %c_17 : tensor<i32>
    %1365 = stablehlo.select %1363, %1364, %33 : tensor<i1>, tensor<i32>
    %1366 = stablehlo.compare LT, %34, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1367 = stablehlo.add %34, %c_14 : tensor<i32>
    %1368 = stablehlo.select %1366, %1367, %34 : tensor<i1>, tensor<i32>
    %1369 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1370 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1371 = stablehlo.select %1369, %1370, %c_19 : tensor<i1>, tensor<i32>
    %1372 = stablehlo.dynamic_update_slice %iterArg_27, %94, %1365, %1368, %1371 : (tensor<1x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1xf32>
    %1373 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1374 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %1375 = stablehlo.select %1373, %1374, %c_19 : tensor<i1>, tensor<i32>
    %1376 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1377 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1378 = stablehlo.select %1376, %1377, %c_19 : tensor<i1>, tensor<i32>
    %1379 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1380 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1381 = stablehlo.select %1379, %1380, %c_19 : tensor<i1>, tensor<i32>
    %1382 = stablehlo.dynamic_update_slice %iterArg_28, %104, %1375, %1378, %1381 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %1383 = stablehlo.compare LT, %35, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1384 = stablehlo.add %35, %c_17 : tensor<i32>
    %1385 = stablehlo.select %1383, %1384, %35 : tensor<i1>, tensor<i32>
    %1386 = stablehlo.compare LT, %36, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1387 = stablehlo.add %36, %c_14 : tensor<i32>
    %1388 = stablehlo.select %1386, %1387, %36 : tensor<i1>, tensor<i32>
    %1389 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1390 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1391 = stablehlo.select %1389, %1390, %c_19 : tensor<i1>, tensor<i32>
    %1392 = stablehlo.dynamic_update_slice %iterArg_29, %1302, %1385, %1388, %1391 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1393 = stablehlo.compare LT, %37, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1394 = stablehlo.add %37, %c_17 : tensor<i32>
    %1395 = stablehlo.select %1393, %1394, %37 : tensor<i1>, tensor<i32>
    %1396 = stablehlo.compare LT, %38, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1397 = stablehlo.add %38, %c_16 : tensor<i32>
    %1398 = stablehlo.select %1396, %1397, %38 : tensor<i1>, tensor<i32>
    %1399 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1400 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1401 = stablehlo.select %1399, %1400, %c_19 : tensor<i1>, tensor<i32>
    %1402 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1403 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1404 = stablehlo.select %1402, %1403, %c_19 : tensor<i1>, tensor<i32>
    %1405 = stablehlo.dynamic_update_slice %iterArg_30, %144, %1395, %1398, %1401, %1404 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x16xf32>
    %1406 = stablehlo.add %iterArg_20, %c_17 : tensor<i32>
    %1407 = stablehlo.add %iterArg_22, %c_17 : tensor<i32>
    %1408 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where(%c, %1407, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1409 = stablehlo.compare EQ, %1408, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1410 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where_0(%1409, %c_19, %1408) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1411 = stablehlo.add %iterArg_21, %c_17 : tensor<i32>
    %1412 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where(%1409, %1411, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1413 = stablehlo.compare EQ, %1412, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1414 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where_0(%1413, %c_19, %1412) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %1406, %1414, %1410, %1329, %1342, %1352, %1362, %1372, %1382, %1392, %1405, %1316 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x64x16xf32>, tensor<1x4x8x16xf32>, tensor<8x16xf32>
  }
  %21 = stablehlo.reshape %20#10 : (tensor<1x64x16xf32>) -> tensor<1x64x4x4xf32>
  %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] : (tensor<1x64x4x4xf32>) -> tensor<1x4x64x4xf32>
  %23 = stablehlo.reshape %20#11 : (tensor<1x4x8x16xf32>) -> tensor<1x4x8x4x4xf32>
  %24 = stablehlo.transpose %23, dims = [0, 3, 1, 2, 4] : (tensor<1x4x8x4x4xf32>) -> tensor<1x4x4x8x4xf32>
  return %22, %24 : tensor<1x4x64x4xf32>, tensor<1x4x4x8x4xf32>
}
func.func private @namtrain_m2rnn_tiny_cpu_fwd___where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_m2rnn_tiny_cpu_fwd___where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
