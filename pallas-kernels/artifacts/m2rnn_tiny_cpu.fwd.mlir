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
      %1451 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %1451 : tensor<8x16xf32>
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
    %172 = stablehlo.convert %156 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %173 = stablehlo.convert %171 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %174 = stablehlo.convert %173 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %175 = stablehlo.subtract %171, %174 : tensor<128x4xf32>
    %176 = stablehlo.convert %175 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %177 = stablehlo.convert %176 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %178 = stablehlo.subtract %175, %177 : tensor<128x4xf32>
    %179 = stablehlo.convert %178 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %180 = stablehlo.dot_general %173, %172, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %181 = stablehlo.dot_general %176, %172, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %182 = stablehlo.dot_general %179, %172, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %183 = stablehlo.add %180, %181 : tensor<128x16xf32>
    %184 = stablehlo.add %183, %182 : tensor<128x16xf32>
    %185 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %187 = stablehlo.select %185, %186, %c_19 : tensor<i1>, tensor<i32>
    %188 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %190 = stablehlo.select %188, %189, %c_19 : tensor<i1>, tensor<i32>
    %191 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %193 = stablehlo.select %191, %192, %c_19 : tensor<i1>, tensor<i32>
    %194 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %195 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %196 = stablehlo.select %194, %195, %c_19 : tensor<i1>, tensor<i32>
    %197 = stablehlo.dynamic_slice %51, %187, %190, %193, %196, sizes = [1, 16, 8, 4] : (tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x16x8x4xf32>) -> tensor<16x8x4xf32>
    %199 = stablehlo.reshape %198 : (tensor<16x8x4xf32>) -> tensor<128x4xf32>
    %200 = stablehlo.convert %156 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %201 = stablehlo.convert %199 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %202 = stablehlo.convert %201 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %203 = stablehlo.subtract %199, %202 : tensor<128x4xf32>
    %204 = stablehlo.convert %203 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %205 = stablehlo.convert %204 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %206 = stablehlo.subtract %203, %205 : tensor<128x4xf32>
    %207 = stablehlo.convert %206 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %208 = stablehlo.dot_general %201, %200, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %209 = stablehlo.dot_general %204, %200, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %210 = stablehlo.dot_general %207, %200, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %211 = stablehlo.add %208, %209 : tensor<128x16xf32>
    %212 = stablehlo.add %211, %210 : tensor<128x16xf32>
    %213 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %215 = stablehlo.select %213, %214, %c_19 : tensor<i1>, tensor<i32>
    %216 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %217 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %218 = stablehlo.select %216, %217, %c_19 : tensor<i1>, tensor<i32>
    %219 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %220 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %221 = stablehlo.select %219, %220, %c_19 : tensor<i1>, tensor<i32>
    %222 = stablehlo.dynamic_slice %74, %215, %218, %221, sizes = [1, 16, 16] : (tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %224 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %225 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %226 = stablehlo.select %224, %225, %c_19 : tensor<i1>, tensor<i32>
    %227 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %228 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %229 = stablehlo.select %227, %228, %c_19 : tensor<i1>, tensor<i32>
    %230 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %231 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %232 = stablehlo.select %230, %231, %c_19 : tensor<i1>, tensor<i32>
    %233 = stablehlo.dynamic_slice %84, %226, %229, %232, sizes = [1, 16, 4] : (tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %235 = stablehlo.convert %156 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %236 = stablehlo.convert %234 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %237 = stablehlo.convert %236 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %238 = stablehlo.subtract %234, %237 : tensor<16x4xf32>
    %239 = stablehlo.convert %238 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %240 = stablehlo.convert %239 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %241 = stablehlo.subtract %238, %240 : tensor<16x4xf32>
    %242 = stablehlo.convert %241 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %243 = stablehlo.dot_general %236, %235, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %244 = stablehlo.dot_general %239, %235, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %245 = stablehlo.dot_general %242, %235, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %246 = stablehlo.add %243, %244 : tensor<16x16xf32>
    %247 = stablehlo.add %246, %245 : tensor<16x16xf32>
    %248 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %250 = stablehlo.select %248, %249, %c_19 : tensor<i1>, tensor<i32>
    %251 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %252 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %253 = stablehlo.select %251, %252, %c_19 : tensor<i1>, tensor<i32>
    %254 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %255 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %256 = stablehlo.select %254, %255, %c_19 : tensor<i1>, tensor<i32>
    %257 = stablehlo.dynamic_slice %94, %250, %253, %256, sizes = [1, 16, 1] : (tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %259 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %261 = stablehlo.select %259, %260, %c_19 : tensor<i1>, tensor<i32>
    %262 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %263 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %264 = stablehlo.select %262, %263, %c_19 : tensor<i1>, tensor<i32>
    %265 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %266 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %267 = stablehlo.select %265, %266, %c_19 : tensor<i1>, tensor<i32>
    %268 = stablehlo.dynamic_slice %104, %261, %264, %267, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %270 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_17, %c_12 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_17 : tensor<i1>, tensor<i32>
    %273 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %275 = stablehlo.select %273, %274, %c_19 : tensor<i1>, tensor<i32>
    %276 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_19 : tensor<i1>, tensor<i32>
    %279 = stablehlo.dynamic_slice %104, %272, %275, %278, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %281 = stablehlo.slice %130 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %282 = stablehlo.slice %130 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %283 = stablehlo.slice %247 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %284 = stablehlo.slice %258 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %286 = stablehlo.multiply %281, %285 : tensor<8x8xf32>
    %287 = stablehlo.dot_general %286, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %288 = stablehlo.slice %184 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %289 = stablehlo.slice %223 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %291 = stablehlo.multiply %288, %290 : tensor<8x8xf32>
    %292 = stablehlo.add %287, %291 : tensor<8x8xf32>
    %293 = stablehlo.tanh %292 : tensor<8x8xf32>
    %294 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %295 = stablehlo.multiply %294, %286 : tensor<8x8xf32>
    %296 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %297 = stablehlo.subtract %296, %283 : tensor<1x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %299 = stablehlo.multiply %298, %293 : tensor<8x8xf32>
    %300 = stablehlo.add %295, %299 : tensor<8x8xf32>
    %301 = stablehlo.slice %212 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %302 = stablehlo.multiply %301, %300 : tensor<8x8xf32>
    %303 = stablehlo.reduce(%302 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %306 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %307 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %308 = stablehlo.select %306, %307, %c_19 : tensor<i1>, tensor<i32>
    %309 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %310 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %311 = stablehlo.select %309, %310, %c_19 : tensor<i1>, tensor<i32>
    %312 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %313 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %314 = stablehlo.select %312, %313, %c_19 : tensor<i1>, tensor<i32>
    %315 = stablehlo.dynamic_update_slice %114, %305, %308, %311, %314 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %316 = stablehlo.slice %247 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %317 = stablehlo.slice %258 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %319 = stablehlo.multiply %282, %318 : tensor<8x8xf32>
    %320 = stablehlo.dot_general %319, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %321 = stablehlo.slice %184 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %322 = stablehlo.slice %223 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %324 = stablehlo.multiply %321, %323 : tensor<8x8xf32>
    %325 = stablehlo.add %320, %324 : tensor<8x8xf32>
    %326 = stablehlo.tanh %325 : tensor<8x8xf32>
    %327 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %328 = stablehlo.multiply %327, %319 : tensor<8x8xf32>
    %329 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %330 = stablehlo.subtract %329, %316 : tensor<1x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %332 = stablehlo.multiply %331, %326 : tensor<8x8xf32>
    %333 = stablehlo.add %328, %332 : tensor<8x8xf32>
    %334 = stablehlo.slice %212 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %335 = stablehlo.multiply %334, %333 : tensor<8x8xf32>
    %336 = stablehlo.reduce(%335 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %339 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_19 : tensor<i1>, tensor<i32>
    %342 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %343 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %344 = stablehlo.select %342, %343, %c_19 : tensor<i1>, tensor<i32>
    %345 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %346 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %347 = stablehlo.select %345, %346, %c_13 : tensor<i1>, tensor<i32>
    %348 = stablehlo.dynamic_update_slice %315, %338, %341, %344, %347 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %349 = stablehlo.slice %247 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %350 = stablehlo.slice %258 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %352 = stablehlo.multiply %300, %351 : tensor<8x8xf32>
    %353 = stablehlo.dot_general %352, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %354 = stablehlo.slice %184 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %355 = stablehlo.slice %223 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %357 = stablehlo.multiply %354, %356 : tensor<8x8xf32>
    %358 = stablehlo.add %353, %357 : tensor<8x8xf32>
    %359 = stablehlo.tanh %358 : tensor<8x8xf32>
    %360 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %361 = stablehlo.multiply %360, %352 : tensor<8x8xf32>
    %362 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %363 = stablehlo.subtract %362, %349 : tensor<1x8xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %365 = stablehlo.multiply %364, %359 : tensor<8x8xf32>
    %366 = stablehlo.add %361, %365 : tensor<8x8xf32>
    %367 = stablehlo.slice %212 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<8x8xf32>
    %369 = stablehlo.reduce(%368 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %372 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %373 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %374 = stablehlo.select %372, %373, %c_19 : tensor<i1>, tensor<i32>
    %375 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %376 = stablehlo.add %c_17, %c_15 : tensor<i32>
    %377 = stablehlo.select %375, %376, %c_17 : tensor<i1>, tensor<i32>
    %378 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %379 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %380 = stablehlo.select %378, %379, %c_19 : tensor<i1>, tensor<i32>
    %381 = stablehlo.dynamic_update_slice %348, %371, %374, %377, %380 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %382 = stablehlo.slice %247 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %383 = stablehlo.slice %258 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %385 = stablehlo.multiply %333, %384 : tensor<8x8xf32>
    %386 = stablehlo.dot_general %385, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %387 = stablehlo.slice %184 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %388 = stablehlo.slice %223 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %390 = stablehlo.multiply %387, %389 : tensor<8x8xf32>
    %391 = stablehlo.add %386, %390 : tensor<8x8xf32>
    %392 = stablehlo.tanh %391 : tensor<8x8xf32>
    %393 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %394 = stablehlo.multiply %393, %385 : tensor<8x8xf32>
    %395 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %396 = stablehlo.subtract %395, %382 : tensor<1x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %398 = stablehlo.multiply %397, %392 : tensor<8x8xf32>
    %399 = stablehlo.add %394, %398 : tensor<8x8xf32>
    %400 = stablehlo.slice %212 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %401 = stablehlo.multiply %400, %399 : tensor<8x8xf32>
    %402 = stablehlo.reduce(%401 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %405 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %406 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %407 = stablehlo.select %405, %406, %c_19 : tensor<i1>, tensor<i32>
    %408 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %409 = stablehlo.add %c_17, %c_15 : tensor<i32>
    %410 = stablehlo.select %408, %409, %c_17 : tensor<i1>, tensor<i32>
    %411 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %412 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %413 = stablehlo.select %411, %412, %c_13 : tensor<i1>, tensor<i32>
    %414 = stablehlo.dynamic_update_slice %381, %404, %407, %410, %413 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %415 = stablehlo.slice %247 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %416 = stablehlo.slice %258 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %418 = stablehlo.multiply %366, %417 : tensor<8x8xf32>
    %419 = stablehlo.dot_general %418, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %420 = stablehlo.slice %184 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %421 = stablehlo.slice %223 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %423 = stablehlo.multiply %420, %422 : tensor<8x8xf32>
    %424 = stablehlo.add %419, %423 : tensor<8x8xf32>
    %425 = stablehlo.tanh %424 : tensor<8x8xf32>
    %426 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %427 = stablehlo.multiply %426, %418 : tensor<8x8xf32>
    %428 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %429 = stablehlo.subtract %428, %415 : tensor<1x8xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %431 = stablehlo.multiply %430, %425 : tensor<8x8xf32>
    %432 = stablehlo.add %427, %431 : tensor<8x8xf32>
    %433 = stablehlo.slice %212 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<8x8xf32>
    %435 = stablehlo.reduce(%434 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %438 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %439 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %440 = stablehlo.select %438, %439, %c_19 : tensor<i1>, tensor<i32>
    %441 = stablehlo.compare LT, %c_12, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %442 = stablehlo.add %c_12, %c_15 : tensor<i32>
    %443 = stablehlo.select %441, %442, %c_12 : tensor<i1>, tensor<i32>
    %444 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %445 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %446 = stablehlo.select %444, %445, %c_19 : tensor<i1>, tensor<i32>
    %447 = stablehlo.dynamic_update_slice %414, %437, %440, %443, %446 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %448 = stablehlo.slice %247 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %449 = stablehlo.slice %258 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %451 = stablehlo.multiply %399, %450 : tensor<8x8xf32>
    %452 = stablehlo.dot_general %451, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %453 = stablehlo.slice %184 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %454 = stablehlo.slice %223 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %456 = stablehlo.multiply %453, %455 : tensor<8x8xf32>
    %457 = stablehlo.add %452, %456 : tensor<8x8xf32>
    %458 = stablehlo.tanh %457 : tensor<8x8xf32>
    %459 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %460 = stablehlo.multiply %459, %451 : tensor<8x8xf32>
    %461 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %462 = stablehlo.subtract %461, %448 : tensor<1x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %464 = stablehlo.multiply %463, %458 : tensor<8x8xf32>
    %465 = stablehlo.add %460, %464 : tensor<8x8xf32>
    %466 = stablehlo.slice %212 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %467 = stablehlo.multiply %466, %465 : tensor<8x8xf32>
    %468 = stablehlo.reduce(%467 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %471 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %472 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %473 = stablehlo.select %471, %472, %c_19 : tensor<i1>, tensor<i32>
    %474 = stablehlo.compare LT, %c_12, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %475 = stablehlo.add %c_12, %c_15 : tensor<i32>
    %476 = stablehlo.select %474, %475, %c_12 : tensor<i1>, tensor<i32>
    %477 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %478 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %479 = stablehlo.select %477, %478, %c_13 : tensor<i1>, tensor<i32>
    %480 = stablehlo.dynamic_update_slice %447, %470, %473, %476, %479 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %481 = stablehlo.slice %247 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %482 = stablehlo.slice %258 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %484 = stablehlo.multiply %432, %483 : tensor<8x8xf32>
    %485 = stablehlo.dot_general %484, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %486 = stablehlo.slice %184 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %487 = stablehlo.slice %223 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %489 = stablehlo.multiply %486, %488 : tensor<8x8xf32>
    %490 = stablehlo.add %485, %489 : tensor<8x8xf32>
    %491 = stablehlo.tanh %490 : tensor<8x8xf32>
    %492 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %493 = stablehlo.multiply %492, %484 : tensor<8x8xf32>
    %494 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %495 = stablehlo.subtract %494, %481 : tensor<1x8xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %497 = stablehlo.multiply %496, %491 : tensor<8x8xf32>
    %498 = stablehlo.add %493, %497 : tensor<8x8xf32>
    %499 = stablehlo.slice %212 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %500 = stablehlo.multiply %499, %498 : tensor<8x8xf32>
    %501 = stablehlo.reduce(%500 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %504 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %505 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %506 = stablehlo.select %504, %505, %c_19 : tensor<i1>, tensor<i32>
    %507 = stablehlo.compare LT, %c_10, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %508 = stablehlo.add %c_10, %c_15 : tensor<i32>
    %509 = stablehlo.select %507, %508, %c_10 : tensor<i1>, tensor<i32>
    %510 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %511 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %512 = stablehlo.select %510, %511, %c_19 : tensor<i1>, tensor<i32>
    %513 = stablehlo.dynamic_update_slice %480, %503, %506, %509, %512 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %514 = stablehlo.slice %247 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %515 = stablehlo.slice %258 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %517 = stablehlo.multiply %465, %516 : tensor<8x8xf32>
    %518 = stablehlo.dot_general %517, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %519 = stablehlo.slice %184 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %520 = stablehlo.slice %223 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %522 = stablehlo.multiply %519, %521 : tensor<8x8xf32>
    %523 = stablehlo.add %518, %522 : tensor<8x8xf32>
    %524 = stablehlo.tanh %523 : tensor<8x8xf32>
    %525 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %526 = stablehlo.multiply %525, %517 : tensor<8x8xf32>
    %527 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %528 = stablehlo.subtract %527, %514 : tensor<1x8xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %530 = stablehlo.multiply %529, %524 : tensor<8x8xf32>
    %531 = stablehlo.add %526, %530 : tensor<8x8xf32>
    %532 = stablehlo.slice %212 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %533 = stablehlo.multiply %532, %531 : tensor<8x8xf32>
    %534 = stablehlo.reduce(%533 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %537 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %538 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %539 = stablehlo.select %537, %538, %c_19 : tensor<i1>, tensor<i32>
    %540 = stablehlo.compare LT, %c_10, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %541 = stablehlo.add %c_10, %c_15 : tensor<i32>
    %542 = stablehlo.select %540, %541, %c_10 : tensor<i1>, tensor<i32>
    %543 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %544 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %545 = stablehlo.select %543, %544, %c_13 : tensor<i1>, tensor<i32>
    %546 = stablehlo.dynamic_update_slice %513, %536, %539, %542, %545 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %547 = stablehlo.slice %247 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %548 = stablehlo.slice %258 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %550 = stablehlo.multiply %498, %549 : tensor<8x8xf32>
    %551 = stablehlo.dot_general %550, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %552 = stablehlo.slice %184 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %553 = stablehlo.slice %223 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %555 = stablehlo.multiply %552, %554 : tensor<8x8xf32>
    %556 = stablehlo.add %551, %555 : tensor<8x8xf32>
    %557 = stablehlo.tanh %556 : tensor<8x8xf32>
    %558 = stablehlo.broadcast_in_dim %547, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %559 = stablehlo.multiply %558, %550 : tensor<8x8xf32>
    %560 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %561 = stablehlo.subtract %560, %547 : tensor<1x8xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %563 = stablehlo.multiply %562, %557 : tensor<8x8xf32>
    %564 = stablehlo.add %559, %563 : tensor<8x8xf32>
    %565 = stablehlo.slice %212 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<8x8xf32>
    %567 = stablehlo.reduce(%566 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %570 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %571 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %572 = stablehlo.select %570, %571, %c_19 : tensor<i1>, tensor<i32>
    %573 = stablehlo.compare LT, %c_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %574 = stablehlo.add %c_16, %c_15 : tensor<i32>
    %575 = stablehlo.select %573, %574, %c_16 : tensor<i1>, tensor<i32>
    %576 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %577 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %578 = stablehlo.select %576, %577, %c_19 : tensor<i1>, tensor<i32>
    %579 = stablehlo.dynamic_update_slice %546, %569, %572, %575, %578 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %580 = stablehlo.slice %247 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %581 = stablehlo.slice %258 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %583 = stablehlo.multiply %531, %582 : tensor<8x8xf32>
    %584 = stablehlo.dot_general %583, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %585 = stablehlo.slice %184 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %586 = stablehlo.slice %223 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %588 = stablehlo.multiply %585, %587 : tensor<8x8xf32>
    %589 = stablehlo.add %584, %588 : tensor<8x8xf32>
    %590 = stablehlo.tanh %589 : tensor<8x8xf32>
    %591 = stablehlo.broadcast_in_dim %580, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %592 = stablehlo.multiply %591, %583 : tensor<8x8xf32>
    %593 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %594 = stablehlo.subtract %593, %580 : tensor<1x8xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %596 = stablehlo.multiply %595, %590 : tensor<8x8xf32>
    %597 = stablehlo.add %592, %596 : tensor<8x8xf32>
    %598 = stablehlo.slice %212 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %599 = stablehlo.multiply %598, %597 : tensor<8x8xf32>
    %600 = stablehlo.reduce(%599 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %603 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %604 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %605 = stablehlo.select %603, %604, %c_19 : tensor<i1>, tensor<i32>
    %606 = stablehlo.compare LT, %c_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %607 = stablehlo.add %c_16, %c_15 : tensor<i32>
    %608 = stablehlo.select %606, %607, %c_16 : tensor<i1>, tensor<i32>
    %609 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %610 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %611 = stablehlo.select %609, %610, %c_13 : tensor<i1>, tensor<i32>
    %612 = stablehlo.dynamic_update_slice %579, %602, %605, %608, %611 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %613 = stablehlo.slice %247 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %614 = stablehlo.slice %258 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %616 = stablehlo.multiply %564, %615 : tensor<8x8xf32>
    %617 = stablehlo.dot_general %616, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %618 = stablehlo.slice %184 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %619 = stablehlo.slice %223 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %621 = stablehlo.multiply %618, %620 : tensor<8x8xf32>
    %622 = stablehlo.add %617, %621 : tensor<8x8xf32>
    %623 = stablehlo.tanh %622 : tensor<8x8xf32>
    %624 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %625 = stablehlo.multiply %624, %616 : tensor<8x8xf32>
    %626 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %627 = stablehlo.subtract %626, %613 : tensor<1x8xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %629 = stablehlo.multiply %628, %623 : tensor<8x8xf32>
    %630 = stablehlo.add %625, %629 : tensor<8x8xf32>
    %631 = stablehlo.slice %212 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %632 = stablehlo.multiply %631, %630 : tensor<8x8xf32>
    %633 = stablehlo.reduce(%632 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %636 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %637 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %638 = stablehlo.select %636, %637, %c_19 : tensor<i1>, tensor<i32>
    %639 = stablehlo.compare LT, %c_9, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %640 = stablehlo.add %c_9, %c_15 : tensor<i32>
    %641 = stablehlo.select %639, %640, %c_9 : tensor<i1>, tensor<i32>
    %642 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %643 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %644 = stablehlo.select %642, %643, %c_19 : tensor<i1>, tensor<i32>
    %645 = stablehlo.dynamic_update_slice %612, %635, %638, %641, %644 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %646 = stablehlo.slice %247 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %647 = stablehlo.slice %258 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %649 = stablehlo.multiply %597, %648 : tensor<8x8xf32>
    %650 = stablehlo.dot_general %649, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %651 = stablehlo.slice %184 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %652 = stablehlo.slice %223 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %654 = stablehlo.multiply %651, %653 : tensor<8x8xf32>
    %655 = stablehlo.add %650, %654 : tensor<8x8xf32>
    %656 = stablehlo.tanh %655 : tensor<8x8xf32>
    %657 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %658 = stablehlo.multiply %657, %649 : tensor<8x8xf32>
    %659 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %660 = stablehlo.subtract %659, %646 : tensor<1x8xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %662 = stablehlo.multiply %661, %656 : tensor<8x8xf32>
    %663 = stablehlo.add %658, %662 : tensor<8x8xf32>
    %664 = stablehlo.slice %212 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %665 = stablehlo.multiply %664, %663 : tensor<8x8xf32>
    %666 = stablehlo.reduce(%665 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %669 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %670 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %671 = stablehlo.select %669, %670, %c_19 : tensor<i1>, tensor<i32>
    %672 = stablehlo.compare LT, %c_9, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %673 = stablehlo.add %c_9, %c_15 : tensor<i32>
    %674 = stablehlo.select %672, %673, %c_9 : tensor<i1>, tensor<i32>
    %675 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %676 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %677 = stablehlo.select %675, %676, %c_13 : tensor<i1>, tensor<i32>
    %678 = stablehlo.dynamic_update_slice %645, %668, %671, %674, %677 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %679 = stablehlo.slice %247 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %680 = stablehlo.slice %258 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %682 = stablehlo.multiply %630, %681 : tensor<8x8xf32>
    %683 = stablehlo.dot_general %682, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %684 = stablehlo.slice %184 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %685 = stablehlo.slice %223 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %687 = stablehlo.multiply %684, %686 : tensor<8x8xf32>
    %688 = stablehlo.add %683, %687 : tensor<8x8xf32>
    %689 = stablehlo.tanh %688 : tensor<8x8xf32>
    %690 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %691 = stablehlo.multiply %690, %682 : tensor<8x8xf32>
    %692 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %693 = stablehlo.subtract %692, %679 : tensor<1x8xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %695 = stablehlo.multiply %694, %689 : tensor<8x8xf32>
    %696 = stablehlo.add %691, %695 : tensor<8x8xf32>
    %697 = stablehlo.slice %212 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %698 = stablehlo.multiply %697, %696 : tensor<8x8xf32>
    %699 = stablehlo.reduce(%698 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %702 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %703 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %704 = stablehlo.select %702, %703, %c_19 : tensor<i1>, tensor<i32>
    %705 = stablehlo.compare LT, %c_8, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %706 = stablehlo.add %c_8, %c_15 : tensor<i32>
    %707 = stablehlo.select %705, %706, %c_8 : tensor<i1>, tensor<i32>
    %708 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %709 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %710 = stablehlo.select %708, %709, %c_19 : tensor<i1>, tensor<i32>
    %711 = stablehlo.dynamic_update_slice %678, %701, %704, %707, %710 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %712 = stablehlo.slice %247 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %713 = stablehlo.slice %258 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %715 = stablehlo.multiply %663, %714 : tensor<8x8xf32>
    %716 = stablehlo.dot_general %715, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %717 = stablehlo.slice %184 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %718 = stablehlo.slice %223 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %720 = stablehlo.multiply %717, %719 : tensor<8x8xf32>
    %721 = stablehlo.add %716, %720 : tensor<8x8xf32>
    %722 = stablehlo.tanh %721 : tensor<8x8xf32>
    %723 = stablehlo.broadcast_in_dim %712, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %724 = stablehlo.multiply %723, %715 : tensor<8x8xf32>
    %725 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %726 = stablehlo.subtract %725, %712 : tensor<1x8xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %728 = stablehlo.multiply %727, %722 : tensor<8x8xf32>
    %729 = stablehlo.add %724, %728 : tensor<8x8xf32>
    %730 = stablehlo.slice %212 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %731 = stablehlo.multiply %730, %729 : tensor<8x8xf32>
    %732 = stablehlo.reduce(%731 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %735 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %736 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %737 = stablehlo.select %735, %736, %c_19 : tensor<i1>, tensor<i32>
    %738 = stablehlo.compare LT, %c_8, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %739 = stablehlo.add %c_8, %c_15 : tensor<i32>
    %740 = stablehlo.select %738, %739, %c_8 : tensor<i1>, tensor<i32>
    %741 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %742 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %743 = stablehlo.select %741, %742, %c_13 : tensor<i1>, tensor<i32>
    %744 = stablehlo.dynamic_update_slice %711, %734, %737, %740, %743 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %745 = stablehlo.slice %247 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %746 = stablehlo.slice %258 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %748 = stablehlo.multiply %696, %747 : tensor<8x8xf32>
    %749 = stablehlo.dot_general %748, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %750 = stablehlo.slice %184 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %751 = stablehlo.slice %223 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %753 = stablehlo.multiply %750, %752 : tensor<8x8xf32>
    %754 = stablehlo.add %749, %753 : tensor<8x8xf32>
    %755 = stablehlo.tanh %754 : tensor<8x8xf32>
    %756 = stablehlo.broadcast_in_dim %745, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %757 = stablehlo.multiply %756, %748 : tensor<8x8xf32>
    %758 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %759 = stablehlo.subtract %758, %745 : tensor<1x8xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %761 = stablehlo.multiply %760, %755 : tensor<8x8xf32>
    %762 = stablehlo.add %757, %761 : tensor<8x8xf32>
    %763 = stablehlo.slice %212 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %764 = stablehlo.multiply %763, %762 : tensor<8x8xf32>
    %765 = stablehlo.reduce(%764 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %768 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %769 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %770 = stablehlo.select %768, %769, %c_19 : tensor<i1>, tensor<i32>
    %771 = stablehlo.compare LT, %c_7, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %772 = stablehlo.add %c_7, %c_15 : tensor<i32>
    %773 = stablehlo.select %771, %772, %c_7 : tensor<i1>, tensor<i32>
    %774 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %775 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %776 = stablehlo.select %774, %775, %c_19 : tensor<i1>, tensor<i32>
    %777 = stablehlo.dynamic_update_slice %744, %767, %770, %773, %776 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %778 = stablehlo.slice %247 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %779 = stablehlo.slice %258 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %781 = stablehlo.multiply %729, %780 : tensor<8x8xf32>
    %782 = stablehlo.dot_general %781, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %783 = stablehlo.slice %184 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %784 = stablehlo.slice %223 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %786 = stablehlo.multiply %783, %785 : tensor<8x8xf32>
    %787 = stablehlo.add %782, %786 : tensor<8x8xf32>
    %788 = stablehlo.tanh %787 : tensor<8x8xf32>
    %789 = stablehlo.broadcast_in_dim %778, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %790 = stablehlo.multiply %789, %781 : tensor<8x8xf32>
    %791 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %792 = stablehlo.subtract %791, %778 : tensor<1x8xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %794 = stablehlo.multiply %793, %788 : tensor<8x8xf32>
    %795 = stablehlo.add %790, %794 : tensor<8x8xf32>
    %796 = stablehlo.slice %212 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %797 = stablehlo.multiply %796, %795 : tensor<8x8xf32>
    %798 = stablehlo.reduce(%797 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %801 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %802 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %803 = stablehlo.select %801, %802, %c_19 : tensor<i1>, tensor<i32>
    %804 = stablehlo.compare LT, %c_7, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %805 = stablehlo.add %c_7, %c_15 : tensor<i32>
    %806 = stablehlo.select %804, %805, %c_7 : tensor<i1>, tensor<i32>
    %807 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %808 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %809 = stablehlo.select %807, %808, %c_13 : tensor<i1>, tensor<i32>
    %810 = stablehlo.dynamic_update_slice %777, %800, %803, %806, %809 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %811 = stablehlo.slice %247 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %812 = stablehlo.slice %258 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %814 = stablehlo.multiply %762, %813 : tensor<8x8xf32>
    %815 = stablehlo.dot_general %814, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %816 = stablehlo.slice %184 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %817 = stablehlo.slice %223 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %819 = stablehlo.multiply %816, %818 : tensor<8x8xf32>
    %820 = stablehlo.add %815, %819 : tensor<8x8xf32>
    %821 = stablehlo.tanh %820 : tensor<8x8xf32>
    %822 = stablehlo.broadcast_in_dim %811, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %823 = stablehlo.multiply %822, %814 : tensor<8x8xf32>
    %824 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %825 = stablehlo.subtract %824, %811 : tensor<1x8xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %827 = stablehlo.multiply %826, %821 : tensor<8x8xf32>
    %828 = stablehlo.add %823, %827 : tensor<8x8xf32>
    %829 = stablehlo.slice %212 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %830 = stablehlo.multiply %829, %828 : tensor<8x8xf32>
    %831 = stablehlo.reduce(%830 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %834 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %835 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %836 = stablehlo.select %834, %835, %c_19 : tensor<i1>, tensor<i32>
    %837 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %838 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %839 = stablehlo.select %837, %838, %c_13 : tensor<i1>, tensor<i32>
    %840 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %841 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %842 = stablehlo.select %840, %841, %c_19 : tensor<i1>, tensor<i32>
    %843 = stablehlo.dynamic_update_slice %810, %833, %836, %839, %842 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %844 = stablehlo.slice %247 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %845 = stablehlo.slice %258 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %846 = stablehlo.broadcast_in_dim %845, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %847 = stablehlo.multiply %795, %846 : tensor<8x8xf32>
    %848 = stablehlo.dot_general %847, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %849 = stablehlo.slice %184 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %850 = stablehlo.slice %223 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %852 = stablehlo.multiply %849, %851 : tensor<8x8xf32>
    %853 = stablehlo.add %848, %852 : tensor<8x8xf32>
    %854 = stablehlo.tanh %853 : tensor<8x8xf32>
    %855 = stablehlo.broadcast_in_dim %844, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %856 = stablehlo.multiply %855, %847 : tensor<8x8xf32>
    %857 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %858 = stablehlo.subtract %857, %844 : tensor<1x8xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %860 = stablehlo.multiply %859, %854 : tensor<8x8xf32>
    %861 = stablehlo.add %856, %860 : tensor<8x8xf32>
    %862 = stablehlo.slice %212 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %863 = stablehlo.multiply %862, %861 : tensor<8x8xf32>
    %864 = stablehlo.reduce(%863 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %866 = stablehlo.broadcast_in_dim %865, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %867 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %868 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %869 = stablehlo.select %867, %868, %c_19 : tensor<i1>, tensor<i32>
    %870 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %871 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %872 = stablehlo.select %870, %871, %c_13 : tensor<i1>, tensor<i32>
    %873 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %874 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %875 = stablehlo.select %873, %874, %c_13 : tensor<i1>, tensor<i32>
    %876 = stablehlo.dynamic_update_slice %843, %866, %869, %872, %875 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %877 = stablehlo.slice %247 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %878 = stablehlo.slice %258 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %879 = stablehlo.broadcast_in_dim %878, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %880 = stablehlo.multiply %828, %879 : tensor<8x8xf32>
    %881 = stablehlo.dot_general %880, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %882 = stablehlo.slice %184 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %883 = stablehlo.slice %223 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %885 = stablehlo.multiply %882, %884 : tensor<8x8xf32>
    %886 = stablehlo.add %881, %885 : tensor<8x8xf32>
    %887 = stablehlo.tanh %886 : tensor<8x8xf32>
    %888 = stablehlo.broadcast_in_dim %877, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %889 = stablehlo.multiply %888, %880 : tensor<8x8xf32>
    %890 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %891 = stablehlo.subtract %890, %877 : tensor<1x8xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %893 = stablehlo.multiply %892, %887 : tensor<8x8xf32>
    %894 = stablehlo.add %889, %893 : tensor<8x8xf32>
    %895 = stablehlo.slice %212 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %896 = stablehlo.multiply %895, %894 : tensor<8x8xf32>
    %897 = stablehlo.reduce(%896 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %898 = stablehlo.broadcast_in_dim %897, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %900 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %901 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %902 = stablehlo.select %900, %901, %c_19 : tensor<i1>, tensor<i32>
    %903 = stablehlo.compare LT, %c_6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %904 = stablehlo.add %c_6, %c_15 : tensor<i32>
    %905 = stablehlo.select %903, %904, %c_6 : tensor<i1>, tensor<i32>
    %906 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %907 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %908 = stablehlo.select %906, %907, %c_19 : tensor<i1>, tensor<i32>
    %909 = stablehlo.dynamic_update_slice %876, %899, %902, %905, %908 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %910 = stablehlo.slice %247 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %911 = stablehlo.slice %258 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %913 = stablehlo.multiply %861, %912 : tensor<8x8xf32>
    %914 = stablehlo.dot_general %913, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %915 = stablehlo.slice %184 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %916 = stablehlo.slice %223 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %918 = stablehlo.multiply %915, %917 : tensor<8x8xf32>
    %919 = stablehlo.add %914, %918 : tensor<8x8xf32>
    %920 = stablehlo.tanh %919 : tensor<8x8xf32>
    %921 = stablehlo.broadcast_in_dim %910, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %922 = stablehlo.multiply %921, %913 : tensor<8x8xf32>
    %923 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %924 = stablehlo.subtract %923, %910 : tensor<1x8xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %926 = stablehlo.multiply %925, %920 : tensor<8x8xf32>
    %927 = stablehlo.add %922, %926 : tensor<8x8xf32>
    %928 = stablehlo.slice %212 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %929 = stablehlo.multiply %928, %927 : tensor<8x8xf32>
    %930 = stablehlo.reduce(%929 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %933 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %934 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %935 = stablehlo.select %933, %934, %c_19 : tensor<i1>, tensor<i32>
    %936 = stablehlo.compare LT, %c_6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %937 = stablehlo.add %c_6, %c_15 : tensor<i32>
    %938 = stablehlo.select %936, %937, %c_6 : tensor<i1>, tensor<i32>
    %939 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %940 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %941 = stablehlo.select %939, %940, %c_13 : tensor<i1>, tensor<i32>
    %942 = stablehlo.dynamic_update_slice %909, %932, %935, %938, %941 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %943 = stablehlo.slice %247 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %944 = stablehlo.slice %258 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %946 = stablehlo.multiply %894, %945 : tensor<8x8xf32>
    %947 = stablehlo.dot_general %946, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %948 = stablehlo.slice %184 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %949 = stablehlo.slice %223 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %951 = stablehlo.multiply %948, %950 : tensor<8x8xf32>
    %952 = stablehlo.add %947, %951 : tensor<8x8xf32>
    %953 = stablehlo.tanh %952 : tensor<8x8xf32>
    %954 = stablehlo.broadcast_in_dim %943, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %955 = stablehlo.multiply %954, %946 : tensor<8x8xf32>
    %956 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %957 = stablehlo.subtract %956, %943 : tensor<1x8xf32>
    %958 = stablehlo.broadcast_in_dim %957, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %959 = stablehlo.multiply %958, %953 : tensor<8x8xf32>
    %960 = stablehlo.add %955, %959 : tensor<8x8xf32>
    %961 = stablehlo.slice %212 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %962 = stablehlo.multiply %961, %960 : tensor<8x8xf32>
    %963 = stablehlo.reduce(%962 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %964 = stablehlo.broadcast_in_dim %963, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %965 = stablehlo.broadcast_in_dim %964, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %966 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %967 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %968 = stablehlo.select %966, %967, %c_19 : tensor<i1>, tensor<i32>
    %969 = stablehlo.compare LT, %c_5, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %970 = stablehlo.add %c_5, %c_15 : tensor<i32>
    %971 = stablehlo.select %969, %970, %c_5 : tensor<i1>, tensor<i32>
    %972 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %973 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %974 = stablehlo.select %972, %973, %c_19 : tensor<i1>, tensor<i32>
    %975 = stablehlo.dynamic_update_slice %942, %965, %968, %971, %974 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %976 = stablehlo.slice %247 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %977 = stablehlo.slice %258 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %979 = stablehlo.multiply %927, %978 : tensor<8x8xf32>
    %980 = stablehlo.dot_general %979, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %981 = stablehlo.slice %184 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %982 = stablehlo.slice %223 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %984 = stablehlo.multiply %981, %983 : tensor<8x8xf32>
    %985 = stablehlo.add %980, %984 : tensor<8x8xf32>
    %986 = stablehlo.tanh %985 : tensor<8x8xf32>
    %987 = stablehlo.broadcast_in_dim %976, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %988 = stablehlo.multiply %987, %979 : tensor<8x8xf32>
    %989 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %990 = stablehlo.subtract %989, %976 : tensor<1x8xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %992 = stablehlo.multiply %991, %986 : tensor<8x8xf32>
    %993 = stablehlo.add %988, %992 : tensor<8x8xf32>
    %994 = stablehlo.slice %212 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %995 = stablehlo.multiply %994, %993 : tensor<8x8xf32>
    %996 = stablehlo.reduce(%995 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %997 = stablehlo.broadcast_in_dim %996, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %998 = stablehlo.broadcast_in_dim %997, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %999 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1000 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1001 = stablehlo.select %999, %1000, %c_19 : tensor<i1>, tensor<i32>
    %1002 = stablehlo.compare LT, %c_5, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1003 = stablehlo.add %c_5, %c_15 : tensor<i32>
    %1004 = stablehlo.select %1002, %1003, %c_5 : tensor<i1>, tensor<i32>
    %1005 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1006 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1007 = stablehlo.select %1005, %1006, %c_13 : tensor<i1>, tensor<i32>
    %1008 = stablehlo.dynamic_update_slice %975, %998, %1001, %1004, %1007 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1009 = stablehlo.slice %247 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1010 = stablehlo.slice %258 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1012 = stablehlo.multiply %960, %1011 : tensor<8x8xf32>
    %1013 = stablehlo.dot_general %1012, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1014 = stablehlo.slice %184 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1015 = stablehlo.slice %223 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1017 = stablehlo.multiply %1014, %1016 : tensor<8x8xf32>
    %1018 = stablehlo.add %1013, %1017 : tensor<8x8xf32>
    %1019 = stablehlo.tanh %1018 : tensor<8x8xf32>
    %1020 = stablehlo.broadcast_in_dim %1009, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1021 = stablehlo.multiply %1020, %1012 : tensor<8x8xf32>
    %1022 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1023 = stablehlo.subtract %1022, %1009 : tensor<1x8xf32>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1025 = stablehlo.multiply %1024, %1019 : tensor<8x8xf32>
    %1026 = stablehlo.add %1021, %1025 : tensor<8x8xf32>
    %1027 = stablehlo.slice %212 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1028 = stablehlo.multiply %1027, %1026 : tensor<8x8xf32>
    %1029 = stablehlo.reduce(%1028 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1030 = stablehlo.broadcast_in_dim %1029, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1031 = stablehlo.broadcast_in_dim %1030, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1032 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1033 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1034 = stablehlo.select %1032, %1033, %c_19 : tensor<i1>, tensor<i32>
    %1035 = stablehlo.compare LT, %c_4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1036 = stablehlo.add %c_4, %c_15 : tensor<i32>
    %1037 = stablehlo.select %1035, %1036, %c_4 : tensor<i1>, tensor<i32>
    %1038 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1039 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1040 = stablehlo.select %1038, %1039, %c_19 : tensor<i1>, tensor<i32>
    %1041 = stablehlo.dynamic_update_slice %1008, %1031, %1034, %1037, %1040 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1042 = stablehlo.slice %247 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1043 = stablehlo.slice %258 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1044 = stablehlo.broadcast_in_dim %1043, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1045 = stablehlo.multiply %993, %1044 : tensor<8x8xf32>
    %1046 = stablehlo.dot_general %1045, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1047 = stablehlo.slice %184 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1048 = stablehlo.slice %223 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1050 = stablehlo.multiply %1047, %1049 : tensor<8x8xf32>
    %1051 = stablehlo.add %1046, %1050 : tensor<8x8xf32>
    %1052 = stablehlo.tanh %1051 : tensor<8x8xf32>
    %1053 = stablehlo.broadcast_in_dim %1042, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1054 = stablehlo.multiply %1053, %1045 : tensor<8x8xf32>
    %1055 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1056 = stablehlo.subtract %1055, %1042 : tensor<1x8xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1058 = stablehlo.multiply %1057, %1052 : tensor<8x8xf32>
    %1059 = stablehlo.add %1054, %1058 : tensor<8x8xf32>
    %1060 = stablehlo.slice %212 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<8x8xf32>
    %1062 = stablehlo.reduce(%1061 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1063 = stablehlo.broadcast_in_dim %1062, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1065 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1066 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1067 = stablehlo.select %1065, %1066, %c_19 : tensor<i1>, tensor<i32>
    %1068 = stablehlo.compare LT, %c_4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1069 = stablehlo.add %c_4, %c_15 : tensor<i32>
    %1070 = stablehlo.select %1068, %1069, %c_4 : tensor<i1>, tensor<i32>
    %1071 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1072 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1073 = stablehlo.select %1071, %1072, %c_13 : tensor<i1>, tensor<i32>
    %1074 = stablehlo.dynamic_update_slice %1041, %1064, %1067, %1070, %1073 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1075 = stablehlo.slice %247 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1076 = stablehlo.slice %258 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1077 = stablehlo.broadcast_in_dim %1076, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1078 = stablehlo.multiply %1026, %1077 : tensor<8x8xf32>
    %1079 = stablehlo.dot_general %1078, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1080 = stablehlo.slice %184 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1081 = stablehlo.slice %223 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1083 = stablehlo.multiply %1080, %1082 : tensor<8x8xf32>
    %1084 = stablehlo.add %1079, %1083 : tensor<8x8xf32>
    %1085 = stablehlo.tanh %1084 : tensor<8x8xf32>
    %1086 = stablehlo.broadcast_in_dim %1075, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1087 = stablehlo.multiply %1086, %1078 : tensor<8x8xf32>
    %1088 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1089 = stablehlo.subtract %1088, %1075 : tensor<1x8xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1091 = stablehlo.multiply %1090, %1085 : tensor<8x8xf32>
    %1092 = stablehlo.add %1087, %1091 : tensor<8x8xf32>
    %1093 = stablehlo.slice %212 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1094 = stablehlo.multiply %1093, %1092 : tensor<8x8xf32>
    %1095 = stablehlo.reduce(%1094 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1097 = stablehlo.broadcast_in_dim %1096, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1098 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1099 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1100 = stablehlo.select %1098, %1099, %c_19 : tensor<i1>, tensor<i32>
    %1101 = stablehlo.compare LT, %c_3, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1102 = stablehlo.add %c_3, %c_15 : tensor<i32>
    %1103 = stablehlo.select %1101, %1102, %c_3 : tensor<i1>, tensor<i32>
    %1104 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1105 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1106 = stablehlo.select %1104, %1105, %c_19 : tensor<i1>, tensor<i32>
    %1107 = stablehlo.dynamic_update_slice %1074, %1097, %1100, %1103, %1106 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1108 = stablehlo.slice %247 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1109 = stablehlo.slice %258 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1110 = stablehlo.broadcast_in_dim %1109, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1111 = stablehlo.multiply %1059, %1110 : tensor<8x8xf32>
    %1112 = stablehlo.dot_general %1111, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1113 = stablehlo.slice %184 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1114 = stablehlo.slice %223 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1116 = stablehlo.multiply %1113, %1115 : tensor<8x8xf32>
    %1117 = stablehlo.add %1112, %1116 : tensor<8x8xf32>
    %1118 = stablehlo.tanh %1117 : tensor<8x8xf32>
    %1119 = stablehlo.broadcast_in_dim %1108, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1120 = stablehlo.multiply %1119, %1111 : tensor<8x8xf32>
    %1121 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1122 = stablehlo.subtract %1121, %1108 : tensor<1x8xf32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1124 = stablehlo.multiply %1123, %1118 : tensor<8x8xf32>
    %1125 = stablehlo.add %1120, %1124 : tensor<8x8xf32>
    %1126 = stablehlo.slice %212 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1127 = stablehlo.multiply %1126, %1125 : tensor<8x8xf32>
    %1128 = stablehlo.reduce(%1127 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1129 = stablehlo.broadcast_in_dim %1128, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1130 = stablehlo.broadcast_in_dim %1129, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1131 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1132 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1133 = stablehlo.select %1131, %1132, %c_19 : tensor<i1>, tensor<i32>
    %1134 = stablehlo.compare LT, %c_3, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1135 = stablehlo.add %c_3, %c_15 : tensor<i32>
    %1136 = stablehlo.select %1134, %1135, %c_3 : tensor<i1>, tensor<i32>
    %1137 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1138 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1139 = stablehlo.select %1137, %1138, %c_13 : tensor<i1>, tensor<i32>
    %1140 = stablehlo.dynamic_update_slice %1107, %1130, %1133, %1136, %1139 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1141 = stablehlo.slice %247 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1142 = stablehlo.slice %258 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1144 = stablehlo.multiply %1092, %1143 : tensor<8x8xf32>
    %1145 = stablehlo.dot_general %1144, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1146 = stablehlo.slice %184 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1147 = stablehlo.slice %223 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1149 = stablehlo.multiply %1146, %1148 : tensor<8x8xf32>
    %1150 = stablehlo.add %1145, %1149 : tensor<8x8xf32>
    %1151 = stablehlo.tanh %1150 : tensor<8x8xf32>
    %1152 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1153 = stablehlo.multiply %1152, %1144 : tensor<8x8xf32>
    %1154 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1155 = stablehlo.subtract %1154, %1141 : tensor<1x8xf32>
    %1156 = stablehlo.broadcast_in_dim %1155, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1157 = stablehlo.multiply %1156, %1151 : tensor<8x8xf32>
    %1158 = stablehlo.add %1153, %1157 : tensor<8x8xf32>
    %1159 = stablehlo.slice %212 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1160 = stablehlo.multiply %1159, %1158 : tensor<8x8xf32>
    %1161 = stablehlo.reduce(%1160 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1162 = stablehlo.broadcast_in_dim %1161, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1163 = stablehlo.broadcast_in_dim %1162, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1164 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1165 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1166 = stablehlo.select %1164, %1165, %c_19 : tensor<i1>, tensor<i32>
    %1167 = stablehlo.compare LT, %c_2, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1168 = stablehlo.add %c_2, %c_15 : tensor<i32>
    %1169 = stablehlo.select %1167, %1168, %c_2 : tensor<i1>, tensor<i32>
    %1170 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1171 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1172 = stablehlo.select %1170, %1171, %c_19 : tensor<i1>, tensor<i32>
    %1173 = stablehlo.dynamic_update_slice %1140, %1163, %1166, %1169, %1172 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1174 = stablehlo.slice %247 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1175 = stablehlo.slice %258 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1176 = stablehlo.broadcast_in_dim %1175, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1177 = stablehlo.multiply %1125, %1176 : tensor<8x8xf32>
    %1178 = stablehlo.dot_general %1177, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1179 = stablehlo.slice %184 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1180 = stablehlo.slice %223 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1182 = stablehlo.multiply %1179, %1181 : tensor<8x8xf32>
    %1183 = stablehlo.add %1178, %1182 : tensor<8x8xf32>
    %1184 = stablehlo.tanh %1183 : tensor<8x8xf32>
    %1185 = stablehlo.broadcast_in_dim %1174, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1186 = stablehlo.multiply %1185, %1177 : tensor<8x8xf32>
    %1187 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1188 = stablehlo.subtract %1187, %1174 : tensor<1x8xf32>
    %1189 = stablehlo.broadcast_in_dim %1188, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1190 = stablehlo.multiply %1189, %1184 : tensor<8x8xf32>
    %1191 = stablehlo.add %1186, %1190 : tensor<8x8xf32>
    %1192 = stablehlo.slice %212 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1193 = stablehlo.multiply %1192, %1191 : tensor<8x8xf32>
    %1194 = stablehlo.reduce(%1193 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1196 = stablehlo.broadcast_in_dim %1195, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1197 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1198 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1199 = stablehlo.select %1197, %1198, %c_19 : tensor<i1>, tensor<i32>
    %1200 = stablehlo.compare LT, %c_2, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1201 = stablehlo.add %c_2, %c_15 : tensor<i32>
    %1202 = stablehlo.select %1200, %1201, %c_2 : tensor<i1>, tensor<i32>
    %1203 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1204 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1205 = stablehlo.select %1203, %1204, %c_13 : tensor<i1>, tensor<i32>
    %1206 = stablehlo.dynamic_update_slice %1173, %1196, %1199, %1202, %1205 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1207 = stablehlo.slice %247 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1208 = stablehlo.slice %258 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1210 = stablehlo.multiply %1158, %1209 : tensor<8x8xf32>
    %1211 = stablehlo.dot_general %1210, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1212 = stablehlo.slice %184 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1213 = stablehlo.slice %223 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1215 = stablehlo.multiply %1212, %1214 : tensor<8x8xf32>
    %1216 = stablehlo.add %1211, %1215 : tensor<8x8xf32>
    %1217 = stablehlo.tanh %1216 : tensor<8x8xf32>
    %1218 = stablehlo.broadcast_in_dim %1207, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1219 = stablehlo.multiply %1218, %1210 : tensor<8x8xf32>
    %1220 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1221 = stablehlo.subtract %1220, %1207 : tensor<1x8xf32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1223 = stablehlo.multiply %1222, %1217 : tensor<8x8xf32>
    %1224 = stablehlo.add %1219, %1223 : tensor<8x8xf32>
    %1225 = stablehlo.slice %212 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1226 = stablehlo.multiply %1225, %1224 : tensor<8x8xf32>
    %1227 = stablehlo.reduce(%1226 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1229 = stablehlo.broadcast_in_dim %1228, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1230 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1231 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1232 = stablehlo.select %1230, %1231, %c_19 : tensor<i1>, tensor<i32>
    %1233 = stablehlo.compare LT, %c_1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1234 = stablehlo.add %c_1, %c_15 : tensor<i32>
    %1235 = stablehlo.select %1233, %1234, %c_1 : tensor<i1>, tensor<i32>
    %1236 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1237 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1238 = stablehlo.select %1236, %1237, %c_19 : tensor<i1>, tensor<i32>
    %1239 = stablehlo.dynamic_update_slice %1206, %1229, %1232, %1235, %1238 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1240 = stablehlo.slice %247 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1241 = stablehlo.slice %258 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1242 = stablehlo.broadcast_in_dim %1241, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1243 = stablehlo.multiply %1191, %1242 : tensor<8x8xf32>
    %1244 = stablehlo.dot_general %1243, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1245 = stablehlo.slice %184 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1246 = stablehlo.slice %223 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1247 = stablehlo.broadcast_in_dim %1246, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1248 = stablehlo.multiply %1245, %1247 : tensor<8x8xf32>
    %1249 = stablehlo.add %1244, %1248 : tensor<8x8xf32>
    %1250 = stablehlo.tanh %1249 : tensor<8x8xf32>
    %1251 = stablehlo.broadcast_in_dim %1240, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1252 = stablehlo.multiply %1251, %1243 : tensor<8x8xf32>
    %1253 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1254 = stablehlo.subtract %1253, %1240 : tensor<1x8xf32>
    %1255 = stablehlo.broadcast_in_dim %1254, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1256 = stablehlo.multiply %1255, %1250 : tensor<8x8xf32>
    %1257 = stablehlo.add %1252, %1256 : tensor<8x8xf32>
    %1258 = stablehlo.slice %212 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1259 = stablehlo.multiply %1258, %1257 : tensor<8x8xf32>
    %1260 = stablehlo.reduce(%1259 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1262 = stablehlo.broadcast_in_dim %1261, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1263 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1264 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1265 = stablehlo.select %1263, %1264, %c_19 : tensor<i1>, tensor<i32>
    %1266 = stablehlo.compare LT, %c_1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1267 = stablehlo.add %c_1, %c_15 : tensor<i32>
    %1268 = stablehlo.select %1266, %1267, %c_1 : tensor<i1>, tensor<i32>
    %1269 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1270 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1271 = stablehlo.select %1269, %1270, %c_13 : tensor<i1>, tensor<i32>
    %1272 = stablehlo.dynamic_update_slice %1239, %1262, %1265, %1268, %1271 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1273 = stablehlo.slice %247 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1274 = stablehlo.slice %258 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1276 = stablehlo.multiply %1224, %1275 : tensor<8x8xf32>
    %1277 = stablehlo.dot_general %1276, %269, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1278 = stablehlo.slice %184 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1279 = stablehlo.slice %223 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1280 = stablehlo.broadcast_in_dim %1279, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1281 = stablehlo.multiply %1278, %1280 : tensor<8x8xf32>
    %1282 = stablehlo.add %1277, %1281 : tensor<8x8xf32>
    %1283 = stablehlo.tanh %1282 : tensor<8x8xf32>
    %1284 = stablehlo.broadcast_in_dim %1273, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1285 = stablehlo.multiply %1284, %1276 : tensor<8x8xf32>
    %1286 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1287 = stablehlo.subtract %1286, %1273 : tensor<1x8xf32>
    %1288 = stablehlo.broadcast_in_dim %1287, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1289 = stablehlo.multiply %1288, %1283 : tensor<8x8xf32>
    %1290 = stablehlo.add %1285, %1289 : tensor<8x8xf32>
    %1291 = stablehlo.slice %212 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1292 = stablehlo.multiply %1291, %1290 : tensor<8x8xf32>
    %1293 = stablehlo.reduce(%1292 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1294 = stablehlo.broadcast_in_dim %1293, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1295 = stablehlo.broadcast_in_dim %1294, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1296 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1297 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1298 = stablehlo.select %1296, %1297, %c_19 : tensor<i1>, tensor<i32>
    %1299 = stablehlo.compare LT, %c_0, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1300 = stablehlo.add %c_0, %c_15 : tensor<i32>
    %1301 = stablehlo.select %1299, %1300, %c_0 : tensor<i1>, tensor<i32>
    %1302 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1303 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1304 = stablehlo.select %1302, %1303, %c_19 : tensor<i1>, tensor<i32>
    %1305 = stablehlo.dynamic_update_slice %1272, %1295, %1298, %1301, %1304 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1306 = stablehlo.slice %247 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1307 = stablehlo.slice %258 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1309 = stablehlo.multiply %1257, %1308 : tensor<8x8xf32>
    %1310 = stablehlo.dot_general %1309, %280, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1311 = stablehlo.slice %184 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1312 = stablehlo.slice %223 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1314 = stablehlo.multiply %1311, %1313 : tensor<8x8xf32>
    %1315 = stablehlo.add %1310, %1314 : tensor<8x8xf32>
    %1316 = stablehlo.tanh %1315 : tensor<8x8xf32>
    %1317 = stablehlo.broadcast_in_dim %1306, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1318 = stablehlo.multiply %1317, %1309 : tensor<8x8xf32>
    %1319 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1320 = stablehlo.subtract %1319, %1306 : tensor<1x8xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1322 = stablehlo.multiply %1321, %1316 : tensor<8x8xf32>
    %1323 = stablehlo.add %1318, %1322 : tensor<8x8xf32>
    %1324 = stablehlo.slice %212 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1325 = stablehlo.multiply %1324, %1323 : tensor<8x8xf32>
    %1326 = stablehlo.reduce(%1325 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1327 = stablehlo.broadcast_in_dim %1326, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1328 = stablehlo.broadcast_in_dim %1327, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1329 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1330 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1331 = stablehlo.select %1329, %1330, %c_19 : tensor<i1>, tensor<i32>
    %1332 = stablehlo.compare LT, %c_0, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1333 = stablehlo.add %c_0, %c_15 : tensor<i32>
    %1334 = stablehlo.select %1332, %1333, %c_0 : tensor<i1>, tensor<i32>
    %1335 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1336 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1337 = stablehlo.select %1335, %1336, %c_13 : tensor<i1>, tensor<i32>
    %1338 = stablehlo.dynamic_update_slice %1305, %1328, %1331, %1334, %1337 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1339 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1340 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1341 = stablehlo.select %1339, %1340, %c_19 : tensor<i1>, tensor<i32>
    %1342 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1343 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1344 = stablehlo.select %1342, %1343, %c_19 : tensor<i1>, tensor<i32>
    %1345 = stablehlo.dynamic_update_slice %130, %1290, %1341, %1344 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %1346 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1347 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1348 = stablehlo.select %1346, %1347, %c_19 : tensor<i1>, tensor<i32>
    %1349 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1350 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1351 = stablehlo.select %1349, %1350, %c_13 : tensor<i1>, tensor<i32>
    %1352 = stablehlo.dynamic_update_slice %1345, %1323, %1348, %1351 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %1353 = stablehlo.compare LT, %25, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1354 = stablehlo.add %25, %c_17 : tensor<i32>
    %1355 = stablehlo.select %1353, %1354, %25 : tensor<i1>, tensor<i32>
    %1356 = stablehlo.compare LT, %26, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1357 = stablehlo.add %26, %c_14 : tensor<i32>
    %1358 = stablehlo.select %1356, %1357, %26 : tensor<i1>, tensor<i32>
    %1359 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1360 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1361 = stablehlo.select %1359, %1360, %c_19 : tensor<i1>, tensor<i32>
    %1362 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1363 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1364 = stablehlo.select %1362, %1363, %c_19 : tensor<i1>, tensor<i32>
    %1365 = stablehlo.dynamic_update_slice %iterArg_23, %51, %1355, %1358, %1361, %1364 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %1366 = stablehlo.compare LT, %27, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1367 = stablehlo.add %27, %c_17 : tensor<i32>
    %1368 = stablehlo.select %1366, %1367, %27 : tensor<i1>, tensor<i32>
    %1369 = stablehlo.compare LT, %28, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1370 = stablehlo.add %28, %c_14 : tensor<i32>
    %1371 = stablehlo.select %1369, %1370, %28 : tensor<i1>, tensor<i32>
    %1372 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1373 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1374 = stablehlo.select %1372, %1373, %c_19 : tensor<i1>, tensor<i32>
    %1375 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1376 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1377 = stablehlo.select %1375, %1376, %c_19 : tensor<i1>, tensor<i32>
    %1378 = stablehlo.dynamic_update_slice %iterArg_24, %64, %1368, %1371, %1374, %1377 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %1379 = stablehlo.compare LT, %29, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1380 = stablehlo.add %29, %c_17 : tensor<i32>
    %1381 = stablehlo.select %1379, %1380, %29 : tensor<i1>, tensor<i32>
    %1382 = stablehlo.compare LT, %30, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1383 = stablehlo.add %30, %c_14 : tensor<i32>
    %1384 = stablehlo.select %1382, %1383, %30 : tensor<i1>, tensor<i32>
    %1385 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1386 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1387 = stablehlo.select %1385, %1386, %c_19 : tensor<i1>, tensor<i32>
    %1388 = stablehlo.dynamic_update_slice %iterArg_25, %74, %1381, %1384, %1387 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1389 = stablehlo.compare LT, %31, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1390 = stablehlo.add %31, %c_17 : tensor<i32>
    %1391 = stablehlo.select %1389, %1390, %31 : tensor<i1>, tensor<i32>
    %1392 = stablehlo.compare LT, %32, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1393 = stablehlo.add %32, %c_14 : tensor<i32>
    %1394 = stablehlo.select %1392, %1393, %32 : tensor<i1>, tensor<i32>
    %1395 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1396 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1397 = stablehlo.select %1395, %1396, %c_19 : tensor<i1>, tensor<i32>
    %1398 = stablehlo.dynamic_update_slice %iterArg_26, %84, %1391, %1394, %1397 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %1399 = stablehlo.compare LT, %33, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1400 = stablehlo.add %33, %c_17 : tensor<i32>
    %1401 = stablehlo.select %1399, %1400, %33 : tensor<i1>, tensor<i32>
    %1402 = stablehlo.compare LT, %34, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1403 = stablehlo.add %34, %c_14 : tensor<i32>
    %1404 = stablehlo.select %1402, %1403, %34 : tensor<i1>, tensor<i32>
    %1405 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1406 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1407 = stablehlo.select %1405, %1406, %c_19 : tensor<i1>, tensor<i32>
    %1408 = stablehlo.dynamic_update_slice %iterArg_27, %94, %1401, %1404, %1407 : (tensor<1x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1xf32>
    %1409 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1410 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %1411 = stablehlo.select %1409, %1410, %c_19 : tensor<i1>, tensor<i32>
    %1412 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1413 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1414 = stablehlo.select %1412, %1413, %c_19 : tensor<i1>, tensor<i32>
    %1415 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1416 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1417 = stablehlo.select %1415, %1416, %c_19 : tensor<i1>, tensor<i32>
    %1418 = stablehlo.dynamic_update_slice %iterArg_28, %104, %1411, %1414, %1417 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %1419 = stablehlo.compare LT, %35, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1420 = stablehlo.add %35, %c_17 : tensor<i32>
    %1421 = stablehlo.select %1419, %1420, %35 : tensor<i1>, tensor<i32>
    %1422 = stablehlo.compare LT, %36, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1423 = stablehlo.add %36, %c_14 : tensor<i32>
    %1424 = stablehlo.select %1422, %1423, %36 : tensor<i1>, tensor<i32>
    %1425 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1426 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1427 = stablehlo.select %1425, %1426, %c_19 : tensor<i1>, tensor<i32>
    %1428 = stablehlo.dynamic_update_slice %iterArg_29, %1338, %1421, %1424, %1427 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1429 = stablehlo.compare LT, %37, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1430 = stablehlo.add %37, %c_17 : tensor<i32>
    %1431 = stablehlo.select %1429, %1430, %37 : tensor<i1>, tensor<i32>
    %1432 = stablehlo.compare LT, %38, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1433 = stablehlo.add %38, %c_16 : tensor<i32>
    %1434 = stablehlo.select %1432, %1433, %38 : tensor<i1>, tensor<i32>
    %1435 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1436 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1437 = stablehlo.select %1435, %1436, %c_19 : tensor<i1>, tensor<i32>
    %1438 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1439 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1440 = stablehlo.select %1438, %1439, %c_19 : tensor<i1>, tensor<i32>
    %1441 = stablehlo.dynamic_update_slice %iterArg_30, %144, %1431, %1434, %1437, %1440 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x16xf32>
    %1442 = stablehlo.add %iterArg_20, %c_17 : tensor<i32>
    %1443 = stablehlo.add %iterArg_22, %c_17 : tensor<i32>
    %1444 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where(%c, %1443, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1445 = stablehlo.compare EQ, %1444, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1446 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where_0(%1445, %c_19, %1444) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1447 = stablehlo.add %iterArg_21, %c_17 : tensor<i32>
    %1448 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where(%1445, %1447, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1449 = stablehlo.compare EQ, %1448, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1450 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where_0(%1449, %c_19, %1448) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %1442, %1450, %1446, %1365, %1378, %1388, %1398, %1408, %1418, %1428, %1441, %1352 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x64x16xf32>, tensor<1x4x8x16xf32>, tensor<8x16xf32>
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
