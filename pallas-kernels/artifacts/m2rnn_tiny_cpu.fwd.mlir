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
      %1393 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      stablehlo.return %1393 : tensor<8x16xf32>
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
    %157 = stablehlo.reshape %64 : (tensor<1x16x8x4xf32>) -> tensor<128x4xf32>
    %158 = stablehlo.convert %156 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %159 = stablehlo.convert %157 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %160 = stablehlo.convert %159 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %161 = stablehlo.subtract %157, %160 : tensor<128x4xf32>
    %162 = stablehlo.convert %161 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %163 = stablehlo.convert %162 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %164 = stablehlo.subtract %161, %163 : tensor<128x4xf32>
    %165 = stablehlo.convert %164 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %166 = stablehlo.dot_general %159, %158, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %167 = stablehlo.dot_general %162, %158, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %168 = stablehlo.dot_general %165, %158, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %169 = stablehlo.add %166, %167 : tensor<128x16xf32>
    %170 = stablehlo.add %169, %168 : tensor<128x16xf32>
    %171 = stablehlo.reshape %51 : (tensor<1x16x8x4xf32>) -> tensor<128x4xf32>
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
    %185 = stablehlo.reshape %74 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %186 = stablehlo.reshape %84 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %187 = stablehlo.convert %156 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %188 = stablehlo.convert %186 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %189 = stablehlo.convert %188 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %190 = stablehlo.subtract %186, %189 : tensor<16x4xf32>
    %191 = stablehlo.convert %190 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %192 = stablehlo.convert %191 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %193 = stablehlo.subtract %190, %192 : tensor<16x4xf32>
    %194 = stablehlo.convert %193 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %195 = stablehlo.dot_general %188, %187, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %196 = stablehlo.dot_general %191, %187, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %197 = stablehlo.dot_general %194, %187, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %198 = stablehlo.add %195, %196 : tensor<16x16xf32>
    %199 = stablehlo.add %198, %197 : tensor<16x16xf32>
    %200 = stablehlo.reshape %94 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %201 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %202 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %203 = stablehlo.select %201, %202, %c_19 : tensor<i1>, tensor<i32>
    %204 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %205 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %206 = stablehlo.select %204, %205, %c_19 : tensor<i1>, tensor<i32>
    %207 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %209 = stablehlo.select %207, %208, %c_19 : tensor<i1>, tensor<i32>
    %210 = stablehlo.dynamic_slice %104, %203, %206, %209, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %212 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %213 = stablehlo.add %c_17, %c_12 : tensor<i32>
    %214 = stablehlo.select %212, %213, %c_17 : tensor<i1>, tensor<i32>
    %215 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %216 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %217 = stablehlo.select %215, %216, %c_19 : tensor<i1>, tensor<i32>
    %218 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %220 = stablehlo.select %218, %219, %c_19 : tensor<i1>, tensor<i32>
    %221 = stablehlo.dynamic_slice %104, %214, %217, %220, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %223 = stablehlo.slice %130 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %224 = stablehlo.slice %130 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %225 = stablehlo.slice %200 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %227 = stablehlo.multiply %223, %226 : tensor<8x8xf32>
    %228 = stablehlo.dot_general %227, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %229 = stablehlo.slice %199 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %230 = stablehlo.slice %170 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %231 = stablehlo.slice %185 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %233 = stablehlo.multiply %230, %232 : tensor<8x8xf32>
    %234 = stablehlo.add %228, %233 : tensor<8x8xf32>
    %235 = stablehlo.tanh %234 : tensor<8x8xf32>
    %236 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %237 = stablehlo.multiply %236, %227 : tensor<8x8xf32>
    %238 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %239 = stablehlo.subtract %238, %229 : tensor<1x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %241 = stablehlo.multiply %240, %235 : tensor<8x8xf32>
    %242 = stablehlo.add %237, %241 : tensor<8x8xf32>
    %243 = stablehlo.slice %184 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<8x8xf32>
    %245 = stablehlo.reduce(%244 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %248 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %250 = stablehlo.select %248, %249, %c_19 : tensor<i1>, tensor<i32>
    %251 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %252 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %253 = stablehlo.select %251, %252, %c_19 : tensor<i1>, tensor<i32>
    %254 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %255 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %256 = stablehlo.select %254, %255, %c_19 : tensor<i1>, tensor<i32>
    %257 = stablehlo.dynamic_update_slice %114, %247, %250, %253, %256 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %258 = stablehlo.slice %200 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %260 = stablehlo.multiply %224, %259 : tensor<8x8xf32>
    %261 = stablehlo.dot_general %260, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %262 = stablehlo.slice %199 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %263 = stablehlo.slice %170 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %264 = stablehlo.slice %185 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %266 = stablehlo.multiply %263, %265 : tensor<8x8xf32>
    %267 = stablehlo.add %261, %266 : tensor<8x8xf32>
    %268 = stablehlo.tanh %267 : tensor<8x8xf32>
    %269 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %270 = stablehlo.multiply %269, %260 : tensor<8x8xf32>
    %271 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %272 = stablehlo.subtract %271, %262 : tensor<1x8xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %274 = stablehlo.multiply %273, %268 : tensor<8x8xf32>
    %275 = stablehlo.add %270, %274 : tensor<8x8xf32>
    %276 = stablehlo.slice %184 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<8x8xf32>
    %278 = stablehlo.reduce(%277 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %281 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %282 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %283 = stablehlo.select %281, %282, %c_19 : tensor<i1>, tensor<i32>
    %284 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %285 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %286 = stablehlo.select %284, %285, %c_19 : tensor<i1>, tensor<i32>
    %287 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %288 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %289 = stablehlo.select %287, %288, %c_13 : tensor<i1>, tensor<i32>
    %290 = stablehlo.dynamic_update_slice %257, %280, %283, %286, %289 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %291 = stablehlo.slice %200 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %293 = stablehlo.multiply %242, %292 : tensor<8x8xf32>
    %294 = stablehlo.dot_general %293, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %295 = stablehlo.slice %199 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %296 = stablehlo.slice %170 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %297 = stablehlo.slice %185 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %299 = stablehlo.multiply %296, %298 : tensor<8x8xf32>
    %300 = stablehlo.add %294, %299 : tensor<8x8xf32>
    %301 = stablehlo.tanh %300 : tensor<8x8xf32>
    %302 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %303 = stablehlo.multiply %302, %293 : tensor<8x8xf32>
    %304 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %305 = stablehlo.subtract %304, %295 : tensor<1x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %307 = stablehlo.multiply %306, %301 : tensor<8x8xf32>
    %308 = stablehlo.add %303, %307 : tensor<8x8xf32>
    %309 = stablehlo.slice %184 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<8x8xf32>
    %311 = stablehlo.reduce(%310 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %314 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %315 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %316 = stablehlo.select %314, %315, %c_19 : tensor<i1>, tensor<i32>
    %317 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %318 = stablehlo.add %c_17, %c_15 : tensor<i32>
    %319 = stablehlo.select %317, %318, %c_17 : tensor<i1>, tensor<i32>
    %320 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %321 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %322 = stablehlo.select %320, %321, %c_19 : tensor<i1>, tensor<i32>
    %323 = stablehlo.dynamic_update_slice %290, %313, %316, %319, %322 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %324 = stablehlo.slice %200 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %326 = stablehlo.multiply %275, %325 : tensor<8x8xf32>
    %327 = stablehlo.dot_general %326, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %328 = stablehlo.slice %199 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %329 = stablehlo.slice %170 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %330 = stablehlo.slice %185 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %332 = stablehlo.multiply %329, %331 : tensor<8x8xf32>
    %333 = stablehlo.add %327, %332 : tensor<8x8xf32>
    %334 = stablehlo.tanh %333 : tensor<8x8xf32>
    %335 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %336 = stablehlo.multiply %335, %326 : tensor<8x8xf32>
    %337 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %338 = stablehlo.subtract %337, %328 : tensor<1x8xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %340 = stablehlo.multiply %339, %334 : tensor<8x8xf32>
    %341 = stablehlo.add %336, %340 : tensor<8x8xf32>
    %342 = stablehlo.slice %184 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<8x8xf32>
    %344 = stablehlo.reduce(%343 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %347 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %348 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %349 = stablehlo.select %347, %348, %c_19 : tensor<i1>, tensor<i32>
    %350 = stablehlo.compare LT, %c_17, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %c_17, %c_15 : tensor<i32>
    %352 = stablehlo.select %350, %351, %c_17 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %355 = stablehlo.select %353, %354, %c_13 : tensor<i1>, tensor<i32>
    %356 = stablehlo.dynamic_update_slice %323, %346, %349, %352, %355 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %357 = stablehlo.slice %200 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %359 = stablehlo.multiply %308, %358 : tensor<8x8xf32>
    %360 = stablehlo.dot_general %359, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %361 = stablehlo.slice %199 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %362 = stablehlo.slice %170 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %363 = stablehlo.slice %185 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %365 = stablehlo.multiply %362, %364 : tensor<8x8xf32>
    %366 = stablehlo.add %360, %365 : tensor<8x8xf32>
    %367 = stablehlo.tanh %366 : tensor<8x8xf32>
    %368 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %369 = stablehlo.multiply %368, %359 : tensor<8x8xf32>
    %370 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %371 = stablehlo.subtract %370, %361 : tensor<1x8xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %373 = stablehlo.multiply %372, %367 : tensor<8x8xf32>
    %374 = stablehlo.add %369, %373 : tensor<8x8xf32>
    %375 = stablehlo.slice %184 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %376 = stablehlo.multiply %375, %374 : tensor<8x8xf32>
    %377 = stablehlo.reduce(%376 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %380 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %381 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %382 = stablehlo.select %380, %381, %c_19 : tensor<i1>, tensor<i32>
    %383 = stablehlo.compare LT, %c_12, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %384 = stablehlo.add %c_12, %c_15 : tensor<i32>
    %385 = stablehlo.select %383, %384, %c_12 : tensor<i1>, tensor<i32>
    %386 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %387 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %388 = stablehlo.select %386, %387, %c_19 : tensor<i1>, tensor<i32>
    %389 = stablehlo.dynamic_update_slice %356, %379, %382, %385, %388 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %390 = stablehlo.slice %200 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %392 = stablehlo.multiply %341, %391 : tensor<8x8xf32>
    %393 = stablehlo.dot_general %392, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %394 = stablehlo.slice %199 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %395 = stablehlo.slice %170 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %396 = stablehlo.slice %185 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %398 = stablehlo.multiply %395, %397 : tensor<8x8xf32>
    %399 = stablehlo.add %393, %398 : tensor<8x8xf32>
    %400 = stablehlo.tanh %399 : tensor<8x8xf32>
    %401 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %402 = stablehlo.multiply %401, %392 : tensor<8x8xf32>
    %403 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %404 = stablehlo.subtract %403, %394 : tensor<1x8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %406 = stablehlo.multiply %405, %400 : tensor<8x8xf32>
    %407 = stablehlo.add %402, %406 : tensor<8x8xf32>
    %408 = stablehlo.slice %184 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %409 = stablehlo.multiply %408, %407 : tensor<8x8xf32>
    %410 = stablehlo.reduce(%409 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %413 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %414 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %415 = stablehlo.select %413, %414, %c_19 : tensor<i1>, tensor<i32>
    %416 = stablehlo.compare LT, %c_12, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %417 = stablehlo.add %c_12, %c_15 : tensor<i32>
    %418 = stablehlo.select %416, %417, %c_12 : tensor<i1>, tensor<i32>
    %419 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %420 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %421 = stablehlo.select %419, %420, %c_13 : tensor<i1>, tensor<i32>
    %422 = stablehlo.dynamic_update_slice %389, %412, %415, %418, %421 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %423 = stablehlo.slice %200 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %425 = stablehlo.multiply %374, %424 : tensor<8x8xf32>
    %426 = stablehlo.dot_general %425, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %427 = stablehlo.slice %199 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %428 = stablehlo.slice %170 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %429 = stablehlo.slice %185 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %431 = stablehlo.multiply %428, %430 : tensor<8x8xf32>
    %432 = stablehlo.add %426, %431 : tensor<8x8xf32>
    %433 = stablehlo.tanh %432 : tensor<8x8xf32>
    %434 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %435 = stablehlo.multiply %434, %425 : tensor<8x8xf32>
    %436 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %437 = stablehlo.subtract %436, %427 : tensor<1x8xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %439 = stablehlo.multiply %438, %433 : tensor<8x8xf32>
    %440 = stablehlo.add %435, %439 : tensor<8x8xf32>
    %441 = stablehlo.slice %184 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %442 = stablehlo.multiply %441, %440 : tensor<8x8xf32>
    %443 = stablehlo.reduce(%442 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %446 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %447 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %448 = stablehlo.select %446, %447, %c_19 : tensor<i1>, tensor<i32>
    %449 = stablehlo.compare LT, %c_10, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %450 = stablehlo.add %c_10, %c_15 : tensor<i32>
    %451 = stablehlo.select %449, %450, %c_10 : tensor<i1>, tensor<i32>
    %452 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %453 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %454 = stablehlo.select %452, %453, %c_19 : tensor<i1>, tensor<i32>
    %455 = stablehlo.dynamic_update_slice %422, %445, %448, %451, %454 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %456 = stablehlo.slice %200 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %458 = stablehlo.multiply %407, %457 : tensor<8x8xf32>
    %459 = stablehlo.dot_general %458, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %460 = stablehlo.slice %199 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %461 = stablehlo.slice %170 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %462 = stablehlo.slice %185 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %464 = stablehlo.multiply %461, %463 : tensor<8x8xf32>
    %465 = stablehlo.add %459, %464 : tensor<8x8xf32>
    %466 = stablehlo.tanh %465 : tensor<8x8xf32>
    %467 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %468 = stablehlo.multiply %467, %458 : tensor<8x8xf32>
    %469 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %470 = stablehlo.subtract %469, %460 : tensor<1x8xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %472 = stablehlo.multiply %471, %466 : tensor<8x8xf32>
    %473 = stablehlo.add %468, %472 : tensor<8x8xf32>
    %474 = stablehlo.slice %184 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<8x8xf32>
    %476 = stablehlo.reduce(%475 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %479 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %480 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %481 = stablehlo.select %479, %480, %c_19 : tensor<i1>, tensor<i32>
    %482 = stablehlo.compare LT, %c_10, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %483 = stablehlo.add %c_10, %c_15 : tensor<i32>
    %484 = stablehlo.select %482, %483, %c_10 : tensor<i1>, tensor<i32>
    %485 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %486 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %487 = stablehlo.select %485, %486, %c_13 : tensor<i1>, tensor<i32>
    %488 = stablehlo.dynamic_update_slice %455, %478, %481, %484, %487 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %489 = stablehlo.slice %200 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %491 = stablehlo.multiply %440, %490 : tensor<8x8xf32>
    %492 = stablehlo.dot_general %491, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %493 = stablehlo.slice %199 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %494 = stablehlo.slice %170 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %495 = stablehlo.slice %185 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<8x8xf32>
    %498 = stablehlo.add %492, %497 : tensor<8x8xf32>
    %499 = stablehlo.tanh %498 : tensor<8x8xf32>
    %500 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %501 = stablehlo.multiply %500, %491 : tensor<8x8xf32>
    %502 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %503 = stablehlo.subtract %502, %493 : tensor<1x8xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %505 = stablehlo.multiply %504, %499 : tensor<8x8xf32>
    %506 = stablehlo.add %501, %505 : tensor<8x8xf32>
    %507 = stablehlo.slice %184 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %508 = stablehlo.multiply %507, %506 : tensor<8x8xf32>
    %509 = stablehlo.reduce(%508 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %512 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %513 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %514 = stablehlo.select %512, %513, %c_19 : tensor<i1>, tensor<i32>
    %515 = stablehlo.compare LT, %c_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %516 = stablehlo.add %c_16, %c_15 : tensor<i32>
    %517 = stablehlo.select %515, %516, %c_16 : tensor<i1>, tensor<i32>
    %518 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %519 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %520 = stablehlo.select %518, %519, %c_19 : tensor<i1>, tensor<i32>
    %521 = stablehlo.dynamic_update_slice %488, %511, %514, %517, %520 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %522 = stablehlo.slice %200 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %524 = stablehlo.multiply %473, %523 : tensor<8x8xf32>
    %525 = stablehlo.dot_general %524, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %526 = stablehlo.slice %199 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %527 = stablehlo.slice %170 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %528 = stablehlo.slice %185 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %530 = stablehlo.multiply %527, %529 : tensor<8x8xf32>
    %531 = stablehlo.add %525, %530 : tensor<8x8xf32>
    %532 = stablehlo.tanh %531 : tensor<8x8xf32>
    %533 = stablehlo.broadcast_in_dim %526, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %534 = stablehlo.multiply %533, %524 : tensor<8x8xf32>
    %535 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %536 = stablehlo.subtract %535, %526 : tensor<1x8xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %538 = stablehlo.multiply %537, %532 : tensor<8x8xf32>
    %539 = stablehlo.add %534, %538 : tensor<8x8xf32>
    %540 = stablehlo.slice %184 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %541 = stablehlo.multiply %540, %539 : tensor<8x8xf32>
    %542 = stablehlo.reduce(%541 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %545 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %546 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %547 = stablehlo.select %545, %546, %c_19 : tensor<i1>, tensor<i32>
    %548 = stablehlo.compare LT, %c_16, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %549 = stablehlo.add %c_16, %c_15 : tensor<i32>
    %550 = stablehlo.select %548, %549, %c_16 : tensor<i1>, tensor<i32>
    %551 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %552 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %553 = stablehlo.select %551, %552, %c_13 : tensor<i1>, tensor<i32>
    %554 = stablehlo.dynamic_update_slice %521, %544, %547, %550, %553 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %555 = stablehlo.slice %200 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %557 = stablehlo.multiply %506, %556 : tensor<8x8xf32>
    %558 = stablehlo.dot_general %557, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %559 = stablehlo.slice %199 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %560 = stablehlo.slice %170 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %561 = stablehlo.slice %185 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<8x8xf32>
    %564 = stablehlo.add %558, %563 : tensor<8x8xf32>
    %565 = stablehlo.tanh %564 : tensor<8x8xf32>
    %566 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %567 = stablehlo.multiply %566, %557 : tensor<8x8xf32>
    %568 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %569 = stablehlo.subtract %568, %559 : tensor<1x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %571 = stablehlo.multiply %570, %565 : tensor<8x8xf32>
    %572 = stablehlo.add %567, %571 : tensor<8x8xf32>
    %573 = stablehlo.slice %184 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %574 = stablehlo.multiply %573, %572 : tensor<8x8xf32>
    %575 = stablehlo.reduce(%574 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %578 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %579 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %580 = stablehlo.select %578, %579, %c_19 : tensor<i1>, tensor<i32>
    %581 = stablehlo.compare LT, %c_9, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %582 = stablehlo.add %c_9, %c_15 : tensor<i32>
    %583 = stablehlo.select %581, %582, %c_9 : tensor<i1>, tensor<i32>
    %584 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %585 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %586 = stablehlo.select %584, %585, %c_19 : tensor<i1>, tensor<i32>
    %587 = stablehlo.dynamic_update_slice %554, %577, %580, %583, %586 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %588 = stablehlo.slice %200 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %590 = stablehlo.multiply %539, %589 : tensor<8x8xf32>
    %591 = stablehlo.dot_general %590, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %592 = stablehlo.slice %199 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %593 = stablehlo.slice %170 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %594 = stablehlo.slice %185 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %596 = stablehlo.multiply %593, %595 : tensor<8x8xf32>
    %597 = stablehlo.add %591, %596 : tensor<8x8xf32>
    %598 = stablehlo.tanh %597 : tensor<8x8xf32>
    %599 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %600 = stablehlo.multiply %599, %590 : tensor<8x8xf32>
    %601 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %602 = stablehlo.subtract %601, %592 : tensor<1x8xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %604 = stablehlo.multiply %603, %598 : tensor<8x8xf32>
    %605 = stablehlo.add %600, %604 : tensor<8x8xf32>
    %606 = stablehlo.slice %184 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %607 = stablehlo.multiply %606, %605 : tensor<8x8xf32>
    %608 = stablehlo.reduce(%607 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %611 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %612 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %613 = stablehlo.select %611, %612, %c_19 : tensor<i1>, tensor<i32>
    %614 = stablehlo.compare LT, %c_9, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %615 = stablehlo.add %c_9, %c_15 : tensor<i32>
    %616 = stablehlo.select %614, %615, %c_9 : tensor<i1>, tensor<i32>
    %617 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %618 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %619 = stablehlo.select %617, %618, %c_13 : tensor<i1>, tensor<i32>
    %620 = stablehlo.dynamic_update_slice %587, %610, %613, %616, %619 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %621 = stablehlo.slice %200 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %623 = stablehlo.multiply %572, %622 : tensor<8x8xf32>
    %624 = stablehlo.dot_general %623, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %625 = stablehlo.slice %199 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %626 = stablehlo.slice %170 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %627 = stablehlo.slice %185 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %629 = stablehlo.multiply %626, %628 : tensor<8x8xf32>
    %630 = stablehlo.add %624, %629 : tensor<8x8xf32>
    %631 = stablehlo.tanh %630 : tensor<8x8xf32>
    %632 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %633 = stablehlo.multiply %632, %623 : tensor<8x8xf32>
    %634 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %635 = stablehlo.subtract %634, %625 : tensor<1x8xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %637 = stablehlo.multiply %636, %631 : tensor<8x8xf32>
    %638 = stablehlo.add %633, %637 : tensor<8x8xf32>
    %639 = stablehlo.slice %184 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %640 = stablehlo.multiply %639, %638 : tensor<8x8xf32>
    %641 = stablehlo.reduce(%640 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %644 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %645 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %646 = stablehlo.select %644, %645, %c_19 : tensor<i1>, tensor<i32>
    %647 = stablehlo.compare LT, %c_8, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %648 = stablehlo.add %c_8, %c_15 : tensor<i32>
    %649 = stablehlo.select %647, %648, %c_8 : tensor<i1>, tensor<i32>
    %650 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %651 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %652 = stablehlo.select %650, %651, %c_19 : tensor<i1>, tensor<i32>
    %653 = stablehlo.dynamic_update_slice %620, %643, %646, %649, %652 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %654 = stablehlo.slice %200 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %656 = stablehlo.multiply %605, %655 : tensor<8x8xf32>
    %657 = stablehlo.dot_general %656, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %658 = stablehlo.slice %199 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %659 = stablehlo.slice %170 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %660 = stablehlo.slice %185 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %662 = stablehlo.multiply %659, %661 : tensor<8x8xf32>
    %663 = stablehlo.add %657, %662 : tensor<8x8xf32>
    %664 = stablehlo.tanh %663 : tensor<8x8xf32>
    %665 = stablehlo.broadcast_in_dim %658, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %666 = stablehlo.multiply %665, %656 : tensor<8x8xf32>
    %667 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %668 = stablehlo.subtract %667, %658 : tensor<1x8xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %670 = stablehlo.multiply %669, %664 : tensor<8x8xf32>
    %671 = stablehlo.add %666, %670 : tensor<8x8xf32>
    %672 = stablehlo.slice %184 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %673 = stablehlo.multiply %672, %671 : tensor<8x8xf32>
    %674 = stablehlo.reduce(%673 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %677 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %678 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %679 = stablehlo.select %677, %678, %c_19 : tensor<i1>, tensor<i32>
    %680 = stablehlo.compare LT, %c_8, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %681 = stablehlo.add %c_8, %c_15 : tensor<i32>
    %682 = stablehlo.select %680, %681, %c_8 : tensor<i1>, tensor<i32>
    %683 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %684 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %685 = stablehlo.select %683, %684, %c_13 : tensor<i1>, tensor<i32>
    %686 = stablehlo.dynamic_update_slice %653, %676, %679, %682, %685 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %687 = stablehlo.slice %200 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %689 = stablehlo.multiply %638, %688 : tensor<8x8xf32>
    %690 = stablehlo.dot_general %689, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %691 = stablehlo.slice %199 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %692 = stablehlo.slice %170 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %693 = stablehlo.slice %185 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %695 = stablehlo.multiply %692, %694 : tensor<8x8xf32>
    %696 = stablehlo.add %690, %695 : tensor<8x8xf32>
    %697 = stablehlo.tanh %696 : tensor<8x8xf32>
    %698 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %699 = stablehlo.multiply %698, %689 : tensor<8x8xf32>
    %700 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %701 = stablehlo.subtract %700, %691 : tensor<1x8xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %703 = stablehlo.multiply %702, %697 : tensor<8x8xf32>
    %704 = stablehlo.add %699, %703 : tensor<8x8xf32>
    %705 = stablehlo.slice %184 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %706 = stablehlo.multiply %705, %704 : tensor<8x8xf32>
    %707 = stablehlo.reduce(%706 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %710 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %711 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %712 = stablehlo.select %710, %711, %c_19 : tensor<i1>, tensor<i32>
    %713 = stablehlo.compare LT, %c_7, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %714 = stablehlo.add %c_7, %c_15 : tensor<i32>
    %715 = stablehlo.select %713, %714, %c_7 : tensor<i1>, tensor<i32>
    %716 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %717 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %718 = stablehlo.select %716, %717, %c_19 : tensor<i1>, tensor<i32>
    %719 = stablehlo.dynamic_update_slice %686, %709, %712, %715, %718 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %720 = stablehlo.slice %200 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %722 = stablehlo.multiply %671, %721 : tensor<8x8xf32>
    %723 = stablehlo.dot_general %722, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %724 = stablehlo.slice %199 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %725 = stablehlo.slice %170 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %726 = stablehlo.slice %185 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %728 = stablehlo.multiply %725, %727 : tensor<8x8xf32>
    %729 = stablehlo.add %723, %728 : tensor<8x8xf32>
    %730 = stablehlo.tanh %729 : tensor<8x8xf32>
    %731 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %732 = stablehlo.multiply %731, %722 : tensor<8x8xf32>
    %733 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %734 = stablehlo.subtract %733, %724 : tensor<1x8xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %736 = stablehlo.multiply %735, %730 : tensor<8x8xf32>
    %737 = stablehlo.add %732, %736 : tensor<8x8xf32>
    %738 = stablehlo.slice %184 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %739 = stablehlo.multiply %738, %737 : tensor<8x8xf32>
    %740 = stablehlo.reduce(%739 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %743 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %744 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %745 = stablehlo.select %743, %744, %c_19 : tensor<i1>, tensor<i32>
    %746 = stablehlo.compare LT, %c_7, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %747 = stablehlo.add %c_7, %c_15 : tensor<i32>
    %748 = stablehlo.select %746, %747, %c_7 : tensor<i1>, tensor<i32>
    %749 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %750 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %751 = stablehlo.select %749, %750, %c_13 : tensor<i1>, tensor<i32>
    %752 = stablehlo.dynamic_update_slice %719, %742, %745, %748, %751 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %753 = stablehlo.slice %200 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %755 = stablehlo.multiply %704, %754 : tensor<8x8xf32>
    %756 = stablehlo.dot_general %755, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %757 = stablehlo.slice %199 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %758 = stablehlo.slice %170 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %759 = stablehlo.slice %185 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %761 = stablehlo.multiply %758, %760 : tensor<8x8xf32>
    %762 = stablehlo.add %756, %761 : tensor<8x8xf32>
    %763 = stablehlo.tanh %762 : tensor<8x8xf32>
    %764 = stablehlo.broadcast_in_dim %757, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %765 = stablehlo.multiply %764, %755 : tensor<8x8xf32>
    %766 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %767 = stablehlo.subtract %766, %757 : tensor<1x8xf32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %769 = stablehlo.multiply %768, %763 : tensor<8x8xf32>
    %770 = stablehlo.add %765, %769 : tensor<8x8xf32>
    %771 = stablehlo.slice %184 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<8x8xf32>
    %773 = stablehlo.reduce(%772 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %776 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %777 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %778 = stablehlo.select %776, %777, %c_19 : tensor<i1>, tensor<i32>
    %779 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %780 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %781 = stablehlo.select %779, %780, %c_13 : tensor<i1>, tensor<i32>
    %782 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %783 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %784 = stablehlo.select %782, %783, %c_19 : tensor<i1>, tensor<i32>
    %785 = stablehlo.dynamic_update_slice %752, %775, %778, %781, %784 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %786 = stablehlo.slice %200 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %788 = stablehlo.multiply %737, %787 : tensor<8x8xf32>
    %789 = stablehlo.dot_general %788, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %790 = stablehlo.slice %199 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %791 = stablehlo.slice %170 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %792 = stablehlo.slice %185 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %793 = stablehlo.broadcast_in_dim %792, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %794 = stablehlo.multiply %791, %793 : tensor<8x8xf32>
    %795 = stablehlo.add %789, %794 : tensor<8x8xf32>
    %796 = stablehlo.tanh %795 : tensor<8x8xf32>
    %797 = stablehlo.broadcast_in_dim %790, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %798 = stablehlo.multiply %797, %788 : tensor<8x8xf32>
    %799 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %800 = stablehlo.subtract %799, %790 : tensor<1x8xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %802 = stablehlo.multiply %801, %796 : tensor<8x8xf32>
    %803 = stablehlo.add %798, %802 : tensor<8x8xf32>
    %804 = stablehlo.slice %184 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %805 = stablehlo.multiply %804, %803 : tensor<8x8xf32>
    %806 = stablehlo.reduce(%805 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %809 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %810 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %811 = stablehlo.select %809, %810, %c_19 : tensor<i1>, tensor<i32>
    %812 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %813 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %814 = stablehlo.select %812, %813, %c_13 : tensor<i1>, tensor<i32>
    %815 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %816 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %817 = stablehlo.select %815, %816, %c_13 : tensor<i1>, tensor<i32>
    %818 = stablehlo.dynamic_update_slice %785, %808, %811, %814, %817 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %819 = stablehlo.slice %200 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %820 = stablehlo.broadcast_in_dim %819, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %821 = stablehlo.multiply %770, %820 : tensor<8x8xf32>
    %822 = stablehlo.dot_general %821, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %823 = stablehlo.slice %199 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %824 = stablehlo.slice %170 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %825 = stablehlo.slice %185 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %827 = stablehlo.multiply %824, %826 : tensor<8x8xf32>
    %828 = stablehlo.add %822, %827 : tensor<8x8xf32>
    %829 = stablehlo.tanh %828 : tensor<8x8xf32>
    %830 = stablehlo.broadcast_in_dim %823, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %831 = stablehlo.multiply %830, %821 : tensor<8x8xf32>
    %832 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %833 = stablehlo.subtract %832, %823 : tensor<1x8xf32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %835 = stablehlo.multiply %834, %829 : tensor<8x8xf32>
    %836 = stablehlo.add %831, %835 : tensor<8x8xf32>
    %837 = stablehlo.slice %184 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %838 = stablehlo.multiply %837, %836 : tensor<8x8xf32>
    %839 = stablehlo.reduce(%838 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %841 = stablehlo.broadcast_in_dim %840, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %842 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %843 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %844 = stablehlo.select %842, %843, %c_19 : tensor<i1>, tensor<i32>
    %845 = stablehlo.compare LT, %c_6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %846 = stablehlo.add %c_6, %c_15 : tensor<i32>
    %847 = stablehlo.select %845, %846, %c_6 : tensor<i1>, tensor<i32>
    %848 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %849 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %850 = stablehlo.select %848, %849, %c_19 : tensor<i1>, tensor<i32>
    %851 = stablehlo.dynamic_update_slice %818, %841, %844, %847, %850 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %852 = stablehlo.slice %200 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %853 = stablehlo.broadcast_in_dim %852, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %854 = stablehlo.multiply %803, %853 : tensor<8x8xf32>
    %855 = stablehlo.dot_general %854, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %856 = stablehlo.slice %199 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %857 = stablehlo.slice %170 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %858 = stablehlo.slice %185 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %860 = stablehlo.multiply %857, %859 : tensor<8x8xf32>
    %861 = stablehlo.add %855, %860 : tensor<8x8xf32>
    %862 = stablehlo.tanh %861 : tensor<8x8xf32>
    %863 = stablehlo.broadcast_in_dim %856, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %864 = stablehlo.multiply %863, %854 : tensor<8x8xf32>
    %865 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %866 = stablehlo.subtract %865, %856 : tensor<1x8xf32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %868 = stablehlo.multiply %867, %862 : tensor<8x8xf32>
    %869 = stablehlo.add %864, %868 : tensor<8x8xf32>
    %870 = stablehlo.slice %184 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %871 = stablehlo.multiply %870, %869 : tensor<8x8xf32>
    %872 = stablehlo.reduce(%871 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %873 = stablehlo.broadcast_in_dim %872, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %875 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %876 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %877 = stablehlo.select %875, %876, %c_19 : tensor<i1>, tensor<i32>
    %878 = stablehlo.compare LT, %c_6, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %879 = stablehlo.add %c_6, %c_15 : tensor<i32>
    %880 = stablehlo.select %878, %879, %c_6 : tensor<i1>, tensor<i32>
    %881 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %882 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %883 = stablehlo.select %881, %882, %c_13 : tensor<i1>, tensor<i32>
    %884 = stablehlo.dynamic_update_slice %851, %874, %877, %880, %883 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %885 = stablehlo.slice %200 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %887 = stablehlo.multiply %836, %886 : tensor<8x8xf32>
    %888 = stablehlo.dot_general %887, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %889 = stablehlo.slice %199 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %890 = stablehlo.slice %170 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %891 = stablehlo.slice %185 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %893 = stablehlo.multiply %890, %892 : tensor<8x8xf32>
    %894 = stablehlo.add %888, %893 : tensor<8x8xf32>
    %895 = stablehlo.tanh %894 : tensor<8x8xf32>
    %896 = stablehlo.broadcast_in_dim %889, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %897 = stablehlo.multiply %896, %887 : tensor<8x8xf32>
    %898 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %899 = stablehlo.subtract %898, %889 : tensor<1x8xf32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %901 = stablehlo.multiply %900, %895 : tensor<8x8xf32>
    %902 = stablehlo.add %897, %901 : tensor<8x8xf32>
    %903 = stablehlo.slice %184 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %904 = stablehlo.multiply %903, %902 : tensor<8x8xf32>
    %905 = stablehlo.reduce(%904 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %908 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %909 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %910 = stablehlo.select %908, %909, %c_19 : tensor<i1>, tensor<i32>
    %911 = stablehlo.compare LT, %c_5, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %912 = stablehlo.add %c_5, %c_15 : tensor<i32>
    %913 = stablehlo.select %911, %912, %c_5 : tensor<i1>, tensor<i32>
    %914 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %915 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %916 = stablehlo.select %914, %915, %c_19 : tensor<i1>, tensor<i32>
    %917 = stablehlo.dynamic_update_slice %884, %907, %910, %913, %916 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %918 = stablehlo.slice %200 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %920 = stablehlo.multiply %869, %919 : tensor<8x8xf32>
    %921 = stablehlo.dot_general %920, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %922 = stablehlo.slice %199 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %923 = stablehlo.slice %170 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %924 = stablehlo.slice %185 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %926 = stablehlo.multiply %923, %925 : tensor<8x8xf32>
    %927 = stablehlo.add %921, %926 : tensor<8x8xf32>
    %928 = stablehlo.tanh %927 : tensor<8x8xf32>
    %929 = stablehlo.broadcast_in_dim %922, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %930 = stablehlo.multiply %929, %920 : tensor<8x8xf32>
    %931 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %932 = stablehlo.subtract %931, %922 : tensor<1x8xf32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %934 = stablehlo.multiply %933, %928 : tensor<8x8xf32>
    %935 = stablehlo.add %930, %934 : tensor<8x8xf32>
    %936 = stablehlo.slice %184 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %937 = stablehlo.multiply %936, %935 : tensor<8x8xf32>
    %938 = stablehlo.reduce(%937 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %939 = stablehlo.broadcast_in_dim %938, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %940 = stablehlo.broadcast_in_dim %939, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %941 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %942 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %943 = stablehlo.select %941, %942, %c_19 : tensor<i1>, tensor<i32>
    %944 = stablehlo.compare LT, %c_5, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %945 = stablehlo.add %c_5, %c_15 : tensor<i32>
    %946 = stablehlo.select %944, %945, %c_5 : tensor<i1>, tensor<i32>
    %947 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %948 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %949 = stablehlo.select %947, %948, %c_13 : tensor<i1>, tensor<i32>
    %950 = stablehlo.dynamic_update_slice %917, %940, %943, %946, %949 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %951 = stablehlo.slice %200 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %952 = stablehlo.broadcast_in_dim %951, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %953 = stablehlo.multiply %902, %952 : tensor<8x8xf32>
    %954 = stablehlo.dot_general %953, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %955 = stablehlo.slice %199 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %956 = stablehlo.slice %170 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %957 = stablehlo.slice %185 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %958 = stablehlo.broadcast_in_dim %957, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %959 = stablehlo.multiply %956, %958 : tensor<8x8xf32>
    %960 = stablehlo.add %954, %959 : tensor<8x8xf32>
    %961 = stablehlo.tanh %960 : tensor<8x8xf32>
    %962 = stablehlo.broadcast_in_dim %955, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %963 = stablehlo.multiply %962, %953 : tensor<8x8xf32>
    %964 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %965 = stablehlo.subtract %964, %955 : tensor<1x8xf32>
    %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %967 = stablehlo.multiply %966, %961 : tensor<8x8xf32>
    %968 = stablehlo.add %963, %967 : tensor<8x8xf32>
    %969 = stablehlo.slice %184 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %970 = stablehlo.multiply %969, %968 : tensor<8x8xf32>
    %971 = stablehlo.reduce(%970 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %974 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %975 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %976 = stablehlo.select %974, %975, %c_19 : tensor<i1>, tensor<i32>
    %977 = stablehlo.compare LT, %c_4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %978 = stablehlo.add %c_4, %c_15 : tensor<i32>
    %979 = stablehlo.select %977, %978, %c_4 : tensor<i1>, tensor<i32>
    %980 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %981 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %982 = stablehlo.select %980, %981, %c_19 : tensor<i1>, tensor<i32>
    %983 = stablehlo.dynamic_update_slice %950, %973, %976, %979, %982 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %984 = stablehlo.slice %200 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %985 = stablehlo.broadcast_in_dim %984, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %986 = stablehlo.multiply %935, %985 : tensor<8x8xf32>
    %987 = stablehlo.dot_general %986, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %988 = stablehlo.slice %199 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %989 = stablehlo.slice %170 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %990 = stablehlo.slice %185 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %991 = stablehlo.broadcast_in_dim %990, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %992 = stablehlo.multiply %989, %991 : tensor<8x8xf32>
    %993 = stablehlo.add %987, %992 : tensor<8x8xf32>
    %994 = stablehlo.tanh %993 : tensor<8x8xf32>
    %995 = stablehlo.broadcast_in_dim %988, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %996 = stablehlo.multiply %995, %986 : tensor<8x8xf32>
    %997 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %998 = stablehlo.subtract %997, %988 : tensor<1x8xf32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1000 = stablehlo.multiply %999, %994 : tensor<8x8xf32>
    %1001 = stablehlo.add %996, %1000 : tensor<8x8xf32>
    %1002 = stablehlo.slice %184 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1003 = stablehlo.multiply %1002, %1001 : tensor<8x8xf32>
    %1004 = stablehlo.reduce(%1003 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1007 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1008 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1009 = stablehlo.select %1007, %1008, %c_19 : tensor<i1>, tensor<i32>
    %1010 = stablehlo.compare LT, %c_4, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1011 = stablehlo.add %c_4, %c_15 : tensor<i32>
    %1012 = stablehlo.select %1010, %1011, %c_4 : tensor<i1>, tensor<i32>
    %1013 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1014 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1015 = stablehlo.select %1013, %1014, %c_13 : tensor<i1>, tensor<i32>
    %1016 = stablehlo.dynamic_update_slice %983, %1006, %1009, %1012, %1015 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1017 = stablehlo.slice %200 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1019 = stablehlo.multiply %968, %1018 : tensor<8x8xf32>
    %1020 = stablehlo.dot_general %1019, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1021 = stablehlo.slice %199 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1022 = stablehlo.slice %170 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1023 = stablehlo.slice %185 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1025 = stablehlo.multiply %1022, %1024 : tensor<8x8xf32>
    %1026 = stablehlo.add %1020, %1025 : tensor<8x8xf32>
    %1027 = stablehlo.tanh %1026 : tensor<8x8xf32>
    %1028 = stablehlo.broadcast_in_dim %1021, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1029 = stablehlo.multiply %1028, %1019 : tensor<8x8xf32>
    %1030 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1031 = stablehlo.subtract %1030, %1021 : tensor<1x8xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1033 = stablehlo.multiply %1032, %1027 : tensor<8x8xf32>
    %1034 = stablehlo.add %1029, %1033 : tensor<8x8xf32>
    %1035 = stablehlo.slice %184 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1036 = stablehlo.multiply %1035, %1034 : tensor<8x8xf32>
    %1037 = stablehlo.reduce(%1036 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1038 = stablehlo.broadcast_in_dim %1037, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1040 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1041 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1042 = stablehlo.select %1040, %1041, %c_19 : tensor<i1>, tensor<i32>
    %1043 = stablehlo.compare LT, %c_3, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1044 = stablehlo.add %c_3, %c_15 : tensor<i32>
    %1045 = stablehlo.select %1043, %1044, %c_3 : tensor<i1>, tensor<i32>
    %1046 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1047 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1048 = stablehlo.select %1046, %1047, %c_19 : tensor<i1>, tensor<i32>
    %1049 = stablehlo.dynamic_update_slice %1016, %1039, %1042, %1045, %1048 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1050 = stablehlo.slice %200 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1052 = stablehlo.multiply %1001, %1051 : tensor<8x8xf32>
    %1053 = stablehlo.dot_general %1052, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1054 = stablehlo.slice %199 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1055 = stablehlo.slice %170 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1056 = stablehlo.slice %185 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1057 = stablehlo.broadcast_in_dim %1056, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1058 = stablehlo.multiply %1055, %1057 : tensor<8x8xf32>
    %1059 = stablehlo.add %1053, %1058 : tensor<8x8xf32>
    %1060 = stablehlo.tanh %1059 : tensor<8x8xf32>
    %1061 = stablehlo.broadcast_in_dim %1054, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1062 = stablehlo.multiply %1061, %1052 : tensor<8x8xf32>
    %1063 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1064 = stablehlo.subtract %1063, %1054 : tensor<1x8xf32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1066 = stablehlo.multiply %1065, %1060 : tensor<8x8xf32>
    %1067 = stablehlo.add %1062, %1066 : tensor<8x8xf32>
    %1068 = stablehlo.slice %184 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1069 = stablehlo.multiply %1068, %1067 : tensor<8x8xf32>
    %1070 = stablehlo.reduce(%1069 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1071 = stablehlo.broadcast_in_dim %1070, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1072 = stablehlo.broadcast_in_dim %1071, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1073 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1074 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1075 = stablehlo.select %1073, %1074, %c_19 : tensor<i1>, tensor<i32>
    %1076 = stablehlo.compare LT, %c_3, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1077 = stablehlo.add %c_3, %c_15 : tensor<i32>
    %1078 = stablehlo.select %1076, %1077, %c_3 : tensor<i1>, tensor<i32>
    %1079 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1080 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1081 = stablehlo.select %1079, %1080, %c_13 : tensor<i1>, tensor<i32>
    %1082 = stablehlo.dynamic_update_slice %1049, %1072, %1075, %1078, %1081 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1083 = stablehlo.slice %200 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1085 = stablehlo.multiply %1034, %1084 : tensor<8x8xf32>
    %1086 = stablehlo.dot_general %1085, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1087 = stablehlo.slice %199 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1088 = stablehlo.slice %170 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1089 = stablehlo.slice %185 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1091 = stablehlo.multiply %1088, %1090 : tensor<8x8xf32>
    %1092 = stablehlo.add %1086, %1091 : tensor<8x8xf32>
    %1093 = stablehlo.tanh %1092 : tensor<8x8xf32>
    %1094 = stablehlo.broadcast_in_dim %1087, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1095 = stablehlo.multiply %1094, %1085 : tensor<8x8xf32>
    %1096 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1097 = stablehlo.subtract %1096, %1087 : tensor<1x8xf32>
    %1098 = stablehlo.broadcast_in_dim %1097, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1099 = stablehlo.multiply %1098, %1093 : tensor<8x8xf32>
    %1100 = stablehlo.add %1095, %1099 : tensor<8x8xf32>
    %1101 = stablehlo.slice %184 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1102 = stablehlo.multiply %1101, %1100 : tensor<8x8xf32>
    %1103 = stablehlo.reduce(%1102 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1104 = stablehlo.broadcast_in_dim %1103, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1106 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1107 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1108 = stablehlo.select %1106, %1107, %c_19 : tensor<i1>, tensor<i32>
    %1109 = stablehlo.compare LT, %c_2, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1110 = stablehlo.add %c_2, %c_15 : tensor<i32>
    %1111 = stablehlo.select %1109, %1110, %c_2 : tensor<i1>, tensor<i32>
    %1112 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1113 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1114 = stablehlo.select %1112, %1113, %c_19 : tensor<i1>, tensor<i32>
    %1115 = stablehlo.dynamic_update_slice %1082, %1105, %1108, %1111, %1114 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1116 = stablehlo.slice %200 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1117 = stablehlo.broadcast_in_dim %1116, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1118 = stablehlo.multiply %1067, %1117 : tensor<8x8xf32>
    %1119 = stablehlo.dot_general %1118, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1120 = stablehlo.slice %199 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1121 = stablehlo.slice %170 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1122 = stablehlo.slice %185 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1124 = stablehlo.multiply %1121, %1123 : tensor<8x8xf32>
    %1125 = stablehlo.add %1119, %1124 : tensor<8x8xf32>
    %1126 = stablehlo.tanh %1125 : tensor<8x8xf32>
    %1127 = stablehlo.broadcast_in_dim %1120, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1128 = stablehlo.multiply %1127, %1118 : tensor<8x8xf32>
    %1129 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1130 = stablehlo.subtract %1129, %1120 : tensor<1x8xf32>
    %1131 = stablehlo.broadcast_in_dim %1130, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1132 = stablehlo.multiply %1131, %1126 : tensor<8x8xf32>
    %1133 = stablehlo.add %1128, %1132 : tensor<8x8xf32>
    %1134 = stablehlo.slice %184 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1135 = stablehlo.multiply %1134, %1133 : tensor<8x8xf32>
    %1136 = stablehlo.reduce(%1135 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1138 = stablehlo.broadcast_in_dim %1137, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1139 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1140 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1141 = stablehlo.select %1139, %1140, %c_19 : tensor<i1>, tensor<i32>
    %1142 = stablehlo.compare LT, %c_2, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1143 = stablehlo.add %c_2, %c_15 : tensor<i32>
    %1144 = stablehlo.select %1142, %1143, %c_2 : tensor<i1>, tensor<i32>
    %1145 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1146 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1147 = stablehlo.select %1145, %1146, %c_13 : tensor<i1>, tensor<i32>
    %1148 = stablehlo.dynamic_update_slice %1115, %1138, %1141, %1144, %1147 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1149 = stablehlo.slice %200 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1151 = stablehlo.multiply %1100, %1150 : tensor<8x8xf32>
    %1152 = stablehlo.dot_general %1151, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1153 = stablehlo.slice %199 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1154 = stablehlo.slice %170 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1155 = stablehlo.slice %185 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1156 = stablehlo.broadcast_in_dim %1155, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1157 = stablehlo.multiply %1154, %1156 : tensor<8x8xf32>
    %1158 = stablehlo.add %1152, %1157 : tensor<8x8xf32>
    %1159 = stablehlo.tanh %1158 : tensor<8x8xf32>
    %1160 = stablehlo.broadcast_in_dim %1153, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1161 = stablehlo.multiply %1160, %1151 : tensor<8x8xf32>
    %1162 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1163 = stablehlo.subtract %1162, %1153 : tensor<1x8xf32>
    %1164 = stablehlo.broadcast_in_dim %1163, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1165 = stablehlo.multiply %1164, %1159 : tensor<8x8xf32>
    %1166 = stablehlo.add %1161, %1165 : tensor<8x8xf32>
    %1167 = stablehlo.slice %184 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1168 = stablehlo.multiply %1167, %1166 : tensor<8x8xf32>
    %1169 = stablehlo.reduce(%1168 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1170 = stablehlo.broadcast_in_dim %1169, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1171 = stablehlo.broadcast_in_dim %1170, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1172 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1173 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1174 = stablehlo.select %1172, %1173, %c_19 : tensor<i1>, tensor<i32>
    %1175 = stablehlo.compare LT, %c_1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1176 = stablehlo.add %c_1, %c_15 : tensor<i32>
    %1177 = stablehlo.select %1175, %1176, %c_1 : tensor<i1>, tensor<i32>
    %1178 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1179 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1180 = stablehlo.select %1178, %1179, %c_19 : tensor<i1>, tensor<i32>
    %1181 = stablehlo.dynamic_update_slice %1148, %1171, %1174, %1177, %1180 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1182 = stablehlo.slice %200 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1183 = stablehlo.broadcast_in_dim %1182, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1184 = stablehlo.multiply %1133, %1183 : tensor<8x8xf32>
    %1185 = stablehlo.dot_general %1184, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1186 = stablehlo.slice %199 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1187 = stablehlo.slice %170 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1188 = stablehlo.slice %185 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1189 = stablehlo.broadcast_in_dim %1188, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1190 = stablehlo.multiply %1187, %1189 : tensor<8x8xf32>
    %1191 = stablehlo.add %1185, %1190 : tensor<8x8xf32>
    %1192 = stablehlo.tanh %1191 : tensor<8x8xf32>
    %1193 = stablehlo.broadcast_in_dim %1186, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1194 = stablehlo.multiply %1193, %1184 : tensor<8x8xf32>
    %1195 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1196 = stablehlo.subtract %1195, %1186 : tensor<1x8xf32>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1198 = stablehlo.multiply %1197, %1192 : tensor<8x8xf32>
    %1199 = stablehlo.add %1194, %1198 : tensor<8x8xf32>
    %1200 = stablehlo.slice %184 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1201 = stablehlo.multiply %1200, %1199 : tensor<8x8xf32>
    %1202 = stablehlo.reduce(%1201 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1205 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1206 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1207 = stablehlo.select %1205, %1206, %c_19 : tensor<i1>, tensor<i32>
    %1208 = stablehlo.compare LT, %c_1, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1209 = stablehlo.add %c_1, %c_15 : tensor<i32>
    %1210 = stablehlo.select %1208, %1209, %c_1 : tensor<i1>, tensor<i32>
    %1211 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1212 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1213 = stablehlo.select %1211, %1212, %c_13 : tensor<i1>, tensor<i32>
    %1214 = stablehlo.dynamic_update_slice %1181, %1204, %1207, %1210, %1213 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1215 = stablehlo.slice %200 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1216 = stablehlo.broadcast_in_dim %1215, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1217 = stablehlo.multiply %1166, %1216 : tensor<8x8xf32>
    %1218 = stablehlo.dot_general %1217, %211, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1219 = stablehlo.slice %199 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1220 = stablehlo.slice %170 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1221 = stablehlo.slice %185 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1223 = stablehlo.multiply %1220, %1222 : tensor<8x8xf32>
    %1224 = stablehlo.add %1218, %1223 : tensor<8x8xf32>
    %1225 = stablehlo.tanh %1224 : tensor<8x8xf32>
    %1226 = stablehlo.broadcast_in_dim %1219, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1227 = stablehlo.multiply %1226, %1217 : tensor<8x8xf32>
    %1228 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1229 = stablehlo.subtract %1228, %1219 : tensor<1x8xf32>
    %1230 = stablehlo.broadcast_in_dim %1229, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1231 = stablehlo.multiply %1230, %1225 : tensor<8x8xf32>
    %1232 = stablehlo.add %1227, %1231 : tensor<8x8xf32>
    %1233 = stablehlo.slice %184 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1234 = stablehlo.multiply %1233, %1232 : tensor<8x8xf32>
    %1235 = stablehlo.reduce(%1234 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1236 = stablehlo.broadcast_in_dim %1235, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1238 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1239 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1240 = stablehlo.select %1238, %1239, %c_19 : tensor<i1>, tensor<i32>
    %1241 = stablehlo.compare LT, %c_0, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1242 = stablehlo.add %c_0, %c_15 : tensor<i32>
    %1243 = stablehlo.select %1241, %1242, %c_0 : tensor<i1>, tensor<i32>
    %1244 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1245 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1246 = stablehlo.select %1244, %1245, %c_19 : tensor<i1>, tensor<i32>
    %1247 = stablehlo.dynamic_update_slice %1214, %1237, %1240, %1243, %1246 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1248 = stablehlo.slice %200 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1250 = stablehlo.multiply %1199, %1249 : tensor<8x8xf32>
    %1251 = stablehlo.dot_general %1250, %222, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1252 = stablehlo.slice %199 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1253 = stablehlo.slice %170 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1254 = stablehlo.slice %185 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1255 = stablehlo.broadcast_in_dim %1254, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1256 = stablehlo.multiply %1253, %1255 : tensor<8x8xf32>
    %1257 = stablehlo.add %1251, %1256 : tensor<8x8xf32>
    %1258 = stablehlo.tanh %1257 : tensor<8x8xf32>
    %1259 = stablehlo.broadcast_in_dim %1252, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1260 = stablehlo.multiply %1259, %1250 : tensor<8x8xf32>
    %1261 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1262 = stablehlo.subtract %1261, %1252 : tensor<1x8xf32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1264 = stablehlo.multiply %1263, %1258 : tensor<8x8xf32>
    %1265 = stablehlo.add %1260, %1264 : tensor<8x8xf32>
    %1266 = stablehlo.slice %184 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1267 = stablehlo.multiply %1266, %1265 : tensor<8x8xf32>
    %1268 = stablehlo.reduce(%1267 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1271 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1272 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1273 = stablehlo.select %1271, %1272, %c_19 : tensor<i1>, tensor<i32>
    %1274 = stablehlo.compare LT, %c_0, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1275 = stablehlo.add %c_0, %c_15 : tensor<i32>
    %1276 = stablehlo.select %1274, %1275, %c_0 : tensor<i1>, tensor<i32>
    %1277 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1278 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1279 = stablehlo.select %1277, %1278, %c_13 : tensor<i1>, tensor<i32>
    %1280 = stablehlo.dynamic_update_slice %1247, %1270, %1273, %1276, %1279 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1281 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1282 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1283 = stablehlo.select %1281, %1282, %c_19 : tensor<i1>, tensor<i32>
    %1284 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1285 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1286 = stablehlo.select %1284, %1285, %c_19 : tensor<i1>, tensor<i32>
    %1287 = stablehlo.dynamic_update_slice %130, %1232, %1283, %1286 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %1288 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1289 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1290 = stablehlo.select %1288, %1289, %c_19 : tensor<i1>, tensor<i32>
    %1291 = stablehlo.compare LT, %c_13, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1292 = stablehlo.add %c_13, %c_15 : tensor<i32>
    %1293 = stablehlo.select %1291, %1292, %c_13 : tensor<i1>, tensor<i32>
    %1294 = stablehlo.dynamic_update_slice %1287, %1265, %1290, %1293 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %1295 = stablehlo.compare LT, %25, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1296 = stablehlo.add %25, %c_17 : tensor<i32>
    %1297 = stablehlo.select %1295, %1296, %25 : tensor<i1>, tensor<i32>
    %1298 = stablehlo.compare LT, %26, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1299 = stablehlo.add %26, %c_14 : tensor<i32>
    %1300 = stablehlo.select %1298, %1299, %26 : tensor<i1>, tensor<i32>
    %1301 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1302 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1303 = stablehlo.select %1301, %1302, %c_19 : tensor<i1>, tensor<i32>
    %1304 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1305 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1306 = stablehlo.select %1304, %1305, %c_19 : tensor<i1>, tensor<i32>
    %1307 = stablehlo.dynamic_update_slice %iterArg_23, %51, %1297, %1300, %1303, %1306 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %1308 = stablehlo.compare LT, %27, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1309 = stablehlo.add %27, %c_17 : tensor<i32>
    %1310 = stablehlo.select %1308, %1309, %27 : tensor<i1>, tensor<i32>
    %1311 = stablehlo.compare LT, %28, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1312 = stablehlo.add %28, %c_14 : tensor<i32>
    %1313 = stablehlo.select %1311, %1312, %28 : tensor<i1>, tensor<i32>
    %1314 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1315 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1316 = stablehlo.select %1314, %1315, %c_19 : tensor<i1>, tensor<i32>
    %1317 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1318 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1319 = stablehlo.select %1317, %1318, %c_19 : tensor<i1>, tensor<i32>
    %1320 = stablehlo.dynamic_update_slice %iterArg_24, %64, %1310, %1313, %1316, %1319 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %1321 = stablehlo.compare LT, %29, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1322 = stablehlo.add %29, %c_17 : tensor<i32>
    %1323 = stablehlo.select %1321, %1322, %29 : tensor<i1>, tensor<i32>
    %1324 = stablehlo.compare LT, %30, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1325 = stablehlo.add %30, %c_14 : tensor<i32>
    %1326 = stablehlo.select %1324, %1325, %30 : tensor<i1>, tensor<i32>
    %1327 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1328 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1329 = stablehlo.select %1327, %1328, %c_19 : tensor<i1>, tensor<i32>
    %1330 = stablehlo.dynamic_update_slice %iterArg_25, %74, %1323, %1326, %1329 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1331 = stablehlo.compare LT, %31, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1332 = stablehlo.add %31, %c_17 : tensor<i32>
    %1333 = stablehlo.select %1331, %1332, %31 : tensor<i1>, tensor<i32>
    %1334 = stablehlo.compare LT, %32, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1335 = stablehlo.add %32, %c_14 : tensor<i32>
    %1336 = stablehlo.select %1334, %1335, %32 : tensor<i1>, tensor<i32>
    %1337 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1338 = stablehlo.add %c_19, %c_16 : tensor<i32>
    %1339 = stablehlo.select %1337, %1338, %c_19 : tensor<i1>, tensor<i32>
    %1340 = stablehlo.dynamic_update_slice %iterArg_26, %84, %1333, %1336, %1339 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %1341 = stablehlo.compare LT, %33, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1342 = stablehlo.add %33, %c_17 : tensor<i32>
    %1343 = stablehlo.select %1341, %1342, %33 : tensor<i1>, tensor<i32>
    %1344 = stablehlo.compare LT, %34, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1345 = stablehlo.add %34, %c_14 : tensor<i32>
    %1346 = stablehlo.select %1344, %1345, %34 : tensor<i1>, tensor<i32>
    %1347 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1348 = stablehlo.add %c_19, %c_17 : tensor<i32>
    %1349 = stablehlo.select %1347, %1348, %c_19 : tensor<i1>, tensor<i32>
    %1350 = stablehlo.dynamic_update_slice %iterArg_27, %94, %1343, %1346, %1349 : (tensor<1x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1xf32>
    %1351 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1352 = stablehlo.add %c_19, %c_12 : tensor<i32>
    %1353 = stablehlo.select %1351, %1352, %c_19 : tensor<i1>, tensor<i32>
    %1354 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1355 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1356 = stablehlo.select %1354, %1355, %c_19 : tensor<i1>, tensor<i32>
    %1357 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1358 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1359 = stablehlo.select %1357, %1358, %c_19 : tensor<i1>, tensor<i32>
    %1360 = stablehlo.dynamic_update_slice %iterArg_28, %104, %1353, %1356, %1359 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %1361 = stablehlo.compare LT, %35, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1362 = stablehlo.add %35, %c_17 : tensor<i32>
    %1363 = stablehlo.select %1361, %1362, %35 : tensor<i1>, tensor<i32>
    %1364 = stablehlo.compare LT, %36, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1365 = stablehlo.add %36, %c_14 : tensor<i32>
    %1366 = stablehlo.select %1364, %1365, %36 : tensor<i1>, tensor<i32>
    %1367 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1368 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1369 = stablehlo.select %1367, %1368, %c_19 : tensor<i1>, tensor<i32>
    %1370 = stablehlo.dynamic_update_slice %iterArg_29, %1280, %1363, %1366, %1369 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %1371 = stablehlo.compare LT, %37, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1372 = stablehlo.add %37, %c_17 : tensor<i32>
    %1373 = stablehlo.select %1371, %1372, %37 : tensor<i1>, tensor<i32>
    %1374 = stablehlo.compare LT, %38, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1375 = stablehlo.add %38, %c_16 : tensor<i32>
    %1376 = stablehlo.select %1374, %1375, %38 : tensor<i1>, tensor<i32>
    %1377 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1378 = stablehlo.add %c_19, %c_13 : tensor<i32>
    %1379 = stablehlo.select %1377, %1378, %c_19 : tensor<i1>, tensor<i32>
    %1380 = stablehlo.compare LT, %c_19, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1381 = stablehlo.add %c_19, %c_15 : tensor<i32>
    %1382 = stablehlo.select %1380, %1381, %c_19 : tensor<i1>, tensor<i32>
    %1383 = stablehlo.dynamic_update_slice %iterArg_30, %144, %1373, %1376, %1379, %1382 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x16xf32>
    %1384 = stablehlo.add %iterArg_20, %c_17 : tensor<i32>
    %1385 = stablehlo.add %iterArg_22, %c_17 : tensor<i32>
    %1386 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where(%c, %1385, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1387 = stablehlo.compare EQ, %1386, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1388 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where_0(%1387, %c_19, %1386) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1389 = stablehlo.add %iterArg_21, %c_17 : tensor<i32>
    %1390 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where(%1387, %1389, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1391 = stablehlo.compare EQ, %1390, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1392 = func.call @namtrain_m2rnn_tiny_cpu_fwd___where_0(%1391, %c_19, %1390) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %1384, %1392, %1388, %1307, %1320, %1330, %1340, %1350, %1360, %1370, %1383, %1294 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x64x16xf32>, tensor<1x4x8x16xf32>, tensor<8x16xf32>
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
