func.func private @namtrain_m2rnn_tiny_cpu_bwd(%arg0: tensor<1x4x64x8xf32>, %arg1: tensor<1x4x64x8xf32>, %arg2: tensor<1x4x64x4xf32>, %arg3: tensor<1x4x64x1xf32>, %arg4: tensor<1x64x1xf32>, %arg5: tensor<4x4x4xf32>, %arg6: tensor<1x4x4x8x4xf32>, %arg7: tensor<1x4x64x4xf32>) -> (tensor<1x4x64x8xf32> {jax.result_info = "result[0]"}, tensor<1x4x64x8xf32> {jax.result_info = "result[1]"}, tensor<1x4x64x4xf32> {jax.result_info = "result[2]"}, tensor<1x4x64x1xf32> {jax.result_info = "result[3]"}, tensor<1x4x4x4xf32> {jax.result_info = "result[4]"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %c_0 = stablehlo.constant dense<5> : tensor<i32>
  %c_1 = stablehlo.constant dense<6> : tensor<i32>
  %c_2 = stablehlo.constant dense<7> : tensor<i32>
  %c_3 = stablehlo.constant dense<9> : tensor<i32>
  %c_4 = stablehlo.constant dense<10> : tensor<i32>
  %c_5 = stablehlo.constant dense<11> : tensor<i32>
  %c_6 = stablehlo.constant dense<12> : tensor<i32>
  %c_7 = stablehlo.constant dense<13> : tensor<i32>
  %c_8 = stablehlo.constant dense<14> : tensor<i32>
  %c_9 = stablehlo.constant dense<15> : tensor<i32>
  %c_10 = stablehlo.constant dense<120> : tensor<i32>
  %c_11 = stablehlo.constant dense<112> : tensor<i32>
  %c_12 = stablehlo.constant dense<104> : tensor<i32>
  %c_13 = stablehlo.constant dense<96> : tensor<i32>
  %c_14 = stablehlo.constant dense<88> : tensor<i32>
  %c_15 = stablehlo.constant dense<80> : tensor<i32>
  %c_16 = stablehlo.constant dense<72> : tensor<i32>
  %c_17 = stablehlo.constant dense<56> : tensor<i32>
  %c_18 = stablehlo.constant dense<48> : tensor<i32>
  %c_19 = stablehlo.constant dense<40> : tensor<i32>
  %c_20 = stablehlo.constant dense<32> : tensor<i32>
  %c_21 = stablehlo.constant dense<24> : tensor<i32>
  %c_22 = stablehlo.constant dense<128> : tensor<i32>
  %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_24 = stablehlo.constant dense<2> : tensor<i32>
  %c_25 = stablehlo.constant dense<8> : tensor<i32>
  %c_26 = stablehlo.constant dense<64> : tensor<i32>
  %c_27 = stablehlo.constant dense<16> : tensor<i32>
  %c_28 = stablehlo.constant dense<3> : tensor<i32>
  %c_29 = stablehlo.constant dense<4> : tensor<i32>
  %c_30 = stablehlo.constant dense<1> : tensor<i32>
  %cst_31 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_32 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.transpose %arg0, dims = [0, 2, 3, 1] : (tensor<1x4x64x8xf32>) -> tensor<1x64x8x4xf32>
  %1 = stablehlo.transpose %arg1, dims = [0, 2, 3, 1] : (tensor<1x4x64x8xf32>) -> tensor<1x64x8x4xf32>
  %2 = stablehlo.transpose %arg2, dims = [0, 2, 1, 3] : (tensor<1x4x64x4xf32>) -> tensor<1x64x4x4xf32>
  %3 = stablehlo.reshape %2 : (tensor<1x64x4x4xf32>) -> tensor<1x64x16xf32>
  %4 = stablehlo.reshape %arg3 : (tensor<1x4x64x1xf32>) -> tensor<1x4x64xf32>
  %5 = stablehlo.transpose %4, dims = [0, 2, 1] : (tensor<1x4x64xf32>) -> tensor<1x64x4xf32>
  %6 = stablehlo.reshape %arg5 : (tensor<4x4x4xf32>) -> tensor<2x2x4x4xf32>
  %7 = stablehlo.iota dim = 0 : tensor<2x2xi32>
  %8 = stablehlo.iota dim = 1 : tensor<2x2xi32>
  %9 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
  %10 = stablehlo.add %7, %9 : tensor<2x2xi32>
  %11 = stablehlo.compare EQ, %10, %8, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %12 = stablehlo.convert %11 : (tensor<2x2xi1>) -> tensor<2x2xf32>
  %13 = stablehlo.dot_general %12, %6, batching_dims = [0] x [1], contracting_dims = [] x [] : (tensor<2x2xf32>, tensor<2x2x4x4xf32>) -> tensor<2x2x2x4x4xf32>
  %14 = stablehlo.transpose %13, dims = [2, 0, 3, 1, 4] : (tensor<2x2x2x4x4xf32>) -> tensor<2x2x4x2x4xf32>
  %15 = stablehlo.reshape %14 : (tensor<2x2x4x2x4xf32>) -> tensor<2x8x8xf32>
  %16 = stablehlo.transpose %arg6, dims = [0, 2, 3, 1, 4] : (tensor<1x4x4x8x4xf32>) -> tensor<1x4x8x4x4xf32>
  %17 = stablehlo.reshape %16 : (tensor<1x4x8x4x4xf32>) -> tensor<1x4x8x16xf32>
  %18 = stablehlo.transpose %arg7, dims = [0, 2, 1, 3] : (tensor<1x4x64x4xf32>) -> tensor<1x64x4x4xf32>
  %19 = stablehlo.reshape %18 : (tensor<1x64x4x4xf32>) -> tensor<1x64x16xf32>
  %20 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x64x8x4xf32>
  %21 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x64x8x4xf32>
  %22 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x64x16xf32>
  %23 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x64x4xf32>
  %24 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %25 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
  %26 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
  %27 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %28 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %29 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %30 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %31 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %32 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
  %33 = stablehlo.multiply %c_30, %c_29 : tensor<i32>
  %34:25 = stablehlo.while(%iterArg = %33, %iterArg_33 = %c_32, %iterArg_34 = %c_32, %iterArg_35 = %c_32, %iterArg_36 = %0, %iterArg_37 = %1, %iterArg_38 = %3, %iterArg_39 = %5, %iterArg_40 = %arg4, %iterArg_41 = %15, %iterArg_42 = %17, %iterArg_43 = %19, %iterArg_44 = %20, %iterArg_45 = %21, %iterArg_46 = %22, %iterArg_47 = %23, %iterArg_48 = %24, %iterArg_49 = %25, %iterArg_50 = %26, %iterArg_51 = %27, %iterArg_52 = %28, %iterArg_53 = %29, %iterArg_54 = %30, %iterArg_55 = %31, %iterArg_56 = %32) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x4x8x16xf32>, tensor<1x64x16xf32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x2x8x8xf32>, tensor<8x16xf32>, tensor<1x2x8x8xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<16x16xf32>
  cond {
    %51 = stablehlo.convert %iterArg : tensor<i32>
    %52 = stablehlo.compare LT, %iterArg_33, %51, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %52 : tensor<i1>
  } do {
    %51 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %52 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %53 = stablehlo.multiply %c_27, %51 : tensor<i32>
    %54 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %55 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %56 = stablehlo.multiply %c_27, %54 : tensor<i32>
    %57 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %58 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %59 = stablehlo.multiply %c_27, %57 : tensor<i32>
    %60 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %61 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %62 = stablehlo.multiply %c_27, %60 : tensor<i32>
    %63 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %64 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %65 = stablehlo.multiply %c_27, %63 : tensor<i32>
    %66 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %67 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %68 = stablehlo.multiply %c_30, %66 : tensor<i32>
    %69 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %70 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %71 = stablehlo.multiply %c_27, %69 : tensor<i32>
    %72 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %73 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %74 = stablehlo.multiply %c_27, %72 : tensor<i32>
    %75 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %76 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %77 = stablehlo.multiply %c_27, %75 : tensor<i32>
    %78 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %79 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %80 = stablehlo.multiply %c_27, %78 : tensor<i32>
    %81 = stablehlo.subtract %c_28, %iterArg_35 : tensor<i32>
    %82 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %83 = stablehlo.multiply %c_27, %81 : tensor<i32>
    %84 = stablehlo.multiply %c_30, %iterArg_34 : tensor<i32>
    %85 = stablehlo.compare LT, %52, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = stablehlo.add %52, %c_30 : tensor<i32>
    %87 = stablehlo.select %85, %86, %52 : tensor<i1>, tensor<i32>
    %88 = stablehlo.compare LT, %53, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %89 = stablehlo.add %53, %c_26 : tensor<i32>
    %90 = stablehlo.select %88, %89, %53 : tensor<i1>, tensor<i32>
    %91 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_32 : tensor<i1>, tensor<i32>
    %94 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %96 = stablehlo.select %94, %95, %c_32 : tensor<i1>, tensor<i32>
    %97 = stablehlo.dynamic_slice %iterArg_36, %87, %90, %93, %96, sizes = [1, 16, 8, 4] : (tensor<1x64x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %98 = stablehlo.compare LT, %55, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %99 = stablehlo.add %55, %c_30 : tensor<i32>
    %100 = stablehlo.select %98, %99, %55 : tensor<i1>, tensor<i32>
    %101 = stablehlo.compare LT, %56, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = stablehlo.add %56, %c_26 : tensor<i32>
    %103 = stablehlo.select %101, %102, %56 : tensor<i1>, tensor<i32>
    %104 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %106 = stablehlo.select %104, %105, %c_32 : tensor<i1>, tensor<i32>
    %107 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %108 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %109 = stablehlo.select %107, %108, %c_32 : tensor<i1>, tensor<i32>
    %110 = stablehlo.dynamic_slice %iterArg_37, %100, %103, %106, %109, sizes = [1, 16, 8, 4] : (tensor<1x64x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %111 = stablehlo.compare LT, %58, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %58, %c_30 : tensor<i32>
    %113 = stablehlo.select %111, %112, %58 : tensor<i1>, tensor<i32>
    %114 = stablehlo.compare LT, %59, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %115 = stablehlo.add %59, %c_26 : tensor<i32>
    %116 = stablehlo.select %114, %115, %59 : tensor<i1>, tensor<i32>
    %117 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %118 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %119 = stablehlo.select %117, %118, %c_32 : tensor<i1>, tensor<i32>
    %120 = stablehlo.dynamic_slice %iterArg_38, %113, %116, %119, sizes = [1, 16, 16] : (tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %121 = stablehlo.compare LT, %61, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %61, %c_30 : tensor<i32>
    %123 = stablehlo.select %121, %122, %61 : tensor<i1>, tensor<i32>
    %124 = stablehlo.compare LT, %62, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %125 = stablehlo.add %62, %c_26 : tensor<i32>
    %126 = stablehlo.select %124, %125, %62 : tensor<i1>, tensor<i32>
    %127 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %129 = stablehlo.select %127, %128, %c_32 : tensor<i1>, tensor<i32>
    %130 = stablehlo.dynamic_slice %iterArg_39, %123, %126, %129, sizes = [1, 16, 4] : (tensor<1x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %131 = stablehlo.compare LT, %64, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %64, %c_30 : tensor<i32>
    %133 = stablehlo.select %131, %132, %64 : tensor<i1>, tensor<i32>
    %134 = stablehlo.compare LT, %65, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %135 = stablehlo.add %65, %c_26 : tensor<i32>
    %136 = stablehlo.select %134, %135, %65 : tensor<i1>, tensor<i32>
    %137 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %139 = stablehlo.select %137, %138, %c_32 : tensor<i1>, tensor<i32>
    %140 = stablehlo.dynamic_slice %iterArg_40, %133, %136, %139, sizes = [1, 16, 1] : (tensor<1x64x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %141 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %142 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %143 = stablehlo.select %141, %142, %c_32 : tensor<i1>, tensor<i32>
    %144 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %145 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %146 = stablehlo.select %144, %145, %c_32 : tensor<i1>, tensor<i32>
    %147 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %149 = stablehlo.select %147, %148, %c_32 : tensor<i1>, tensor<i32>
    %150 = stablehlo.dynamic_slice %iterArg_41, %143, %146, %149, sizes = [2, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %151 = stablehlo.compare LT, %67, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = stablehlo.add %67, %c_30 : tensor<i32>
    %153 = stablehlo.select %151, %152, %67 : tensor<i1>, tensor<i32>
    %154 = stablehlo.compare LT, %68, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = stablehlo.add %68, %c_29 : tensor<i32>
    %156 = stablehlo.select %154, %155, %68 : tensor<i1>, tensor<i32>
    %157 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %158 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %159 = stablehlo.select %157, %158, %c_32 : tensor<i1>, tensor<i32>
    %160 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %162 = stablehlo.select %160, %161, %c_32 : tensor<i1>, tensor<i32>
    %163 = stablehlo.dynamic_slice %iterArg_42, %153, %156, %159, %162, sizes = [1, 1, 8, 16] : (tensor<1x4x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16xf32>
    %164 = stablehlo.compare LT, %70, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %165 = stablehlo.add %70, %c_30 : tensor<i32>
    %166 = stablehlo.select %164, %165, %70 : tensor<i1>, tensor<i32>
    %167 = stablehlo.compare LT, %71, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %71, %c_26 : tensor<i32>
    %169 = stablehlo.select %167, %168, %71 : tensor<i1>, tensor<i32>
    %170 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %172 = stablehlo.select %170, %171, %c_32 : tensor<i1>, tensor<i32>
    %173 = stablehlo.dynamic_slice %iterArg_43, %166, %169, %172, sizes = [1, 16, 16] : (tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %174 = stablehlo.compare LT, %79, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %79, %c_30 : tensor<i32>
    %176 = stablehlo.select %174, %175, %79 : tensor<i1>, tensor<i32>
    %177 = stablehlo.compare LT, %80, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %178 = stablehlo.add %80, %c_26 : tensor<i32>
    %179 = stablehlo.select %177, %178, %80 : tensor<i1>, tensor<i32>
    %180 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %181 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %182 = stablehlo.select %180, %181, %c_32 : tensor<i1>, tensor<i32>
    %183 = stablehlo.dynamic_slice %iterArg_46, %176, %179, %182, sizes = [1, 16, 16] : (tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %184 = stablehlo.compare LT, %84, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %185 = stablehlo.add %84, %c_30 : tensor<i32>
    %186 = stablehlo.select %184, %185, %84 : tensor<i1>, tensor<i32>
    %187 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %188 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %189 = stablehlo.select %187, %188, %c_32 : tensor<i1>, tensor<i32>
    %190 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %192 = stablehlo.select %190, %191, %c_32 : tensor<i1>, tensor<i32>
    %193 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %195 = stablehlo.select %193, %194, %c_32 : tensor<i1>, tensor<i32>
    %196 = stablehlo.dynamic_slice %iterArg_48, %186, %189, %192, %195, sizes = [1, 2, 8, 8] : (tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %197 = stablehlo.compare EQ, %iterArg_35, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = stablehlo.convert %197 : (tensor<i1>) -> tensor<i32>
    %199:2 = "stablehlo.case"(%198) ({
      stablehlo.return %iterArg_49, %iterArg_50 : tensor<8x16xf32>, tensor<1x2x8x8xf32>
    }, {
      %4209 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %4210 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
      stablehlo.return %4209, %4210 : tensor<8x16xf32>, tensor<1x2x8x8xf32>
    }) : (tensor<i32>) -> (tensor<8x16xf32>, tensor<1x2x8x8xf32>)
    %200 = stablehlo.iota dim = 0 : tensor<4x16xi32>
    %201 = stablehlo.iota dim = 1 : tensor<4x16xi32>
    %202 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %203 = stablehlo.multiply %200, %202 : tensor<4x16xi32>
    %204 = stablehlo.compare GE, %201, %203, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %205 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %206 = stablehlo.multiply %200, %205 : tensor<4x16xi32>
    %207 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %208 = stablehlo.add %206, %207 : tensor<4x16xi32>
    %209 = stablehlo.compare LT, %201, %208, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %210 = stablehlo.and %204, %209 : tensor<4x16xi1>
    %211 = stablehlo.convert %210 : (tensor<4x16xi1>) -> tensor<4x16xf32>
    %212 = stablehlo.reshape %110 : (tensor<1x16x8x4xf32>) -> tensor<128x4xf32>
    %213 = stablehlo.convert %211 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %214 = stablehlo.convert %212 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %215 = stablehlo.convert %214 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %216 = stablehlo.subtract %212, %215 : tensor<128x4xf32>
    %217 = stablehlo.convert %216 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %218 = stablehlo.convert %217 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %219 = stablehlo.subtract %216, %218 : tensor<128x4xf32>
    %220 = stablehlo.convert %219 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %221 = stablehlo.dot_general %214, %213, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %222 = stablehlo.dot_general %217, %213, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %223 = stablehlo.dot_general %220, %213, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %224 = stablehlo.add %221, %222 : tensor<128x16xf32>
    %225 = stablehlo.add %224, %223 : tensor<128x16xf32>
    %226 = stablehlo.reshape %97 : (tensor<1x16x8x4xf32>) -> tensor<128x4xf32>
    %227 = stablehlo.convert %211 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %228 = stablehlo.convert %226 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %229 = stablehlo.convert %228 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %230 = stablehlo.subtract %226, %229 : tensor<128x4xf32>
    %231 = stablehlo.convert %230 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %232 = stablehlo.convert %231 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %233 = stablehlo.subtract %230, %232 : tensor<128x4xf32>
    %234 = stablehlo.convert %233 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %235 = stablehlo.dot_general %228, %227, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %236 = stablehlo.dot_general %231, %227, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %237 = stablehlo.dot_general %234, %227, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %238 = stablehlo.add %235, %236 : tensor<128x16xf32>
    %239 = stablehlo.add %238, %237 : tensor<128x16xf32>
    %240 = stablehlo.reshape %120 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %241 = stablehlo.reshape %130 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %242 = stablehlo.convert %211 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %243 = stablehlo.convert %241 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %244 = stablehlo.convert %243 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %245 = stablehlo.subtract %241, %244 : tensor<16x4xf32>
    %246 = stablehlo.convert %245 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %247 = stablehlo.convert %246 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %248 = stablehlo.subtract %245, %247 : tensor<16x4xf32>
    %249 = stablehlo.convert %248 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %250 = stablehlo.dot_general %243, %242, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %251 = stablehlo.dot_general %246, %242, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %252 = stablehlo.dot_general %249, %242, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %253 = stablehlo.add %250, %251 : tensor<16x16xf32>
    %254 = stablehlo.add %253, %252 : tensor<16x16xf32>
    %255 = stablehlo.reshape %140 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %256 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %258 = stablehlo.select %256, %257, %c_32 : tensor<i1>, tensor<i32>
    %259 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %260 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %261 = stablehlo.select %259, %260, %c_32 : tensor<i1>, tensor<i32>
    %262 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %263 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %264 = stablehlo.select %262, %263, %c_32 : tensor<i1>, tensor<i32>
    %265 = stablehlo.dynamic_slice %150, %258, %261, %264, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %267 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %268 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %269 = stablehlo.select %267, %268, %c_30 : tensor<i1>, tensor<i32>
    %270 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_32 : tensor<i1>, tensor<i32>
    %273 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %275 = stablehlo.select %273, %274, %c_32 : tensor<i1>, tensor<i32>
    %276 = stablehlo.dynamic_slice %150, %269, %272, %275, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %277 = stablehlo.reshape %276 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %278 = stablehlo.reshape %173 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %279 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %280 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %281 = stablehlo.select %279, %280, %c_32 : tensor<i1>, tensor<i32>
    %282 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %283 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %284 = stablehlo.select %282, %283, %c_32 : tensor<i1>, tensor<i32>
    %285 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %286 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %287 = stablehlo.select %285, %286, %c_32 : tensor<i1>, tensor<i32>
    %288 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %289 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %290 = stablehlo.select %288, %289, %c_32 : tensor<i1>, tensor<i32>
    %291 = stablehlo.dynamic_slice %163, %281, %284, %287, %290, sizes = [1, 1, 8, 16] : (tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16xf32>
    %292 = stablehlo.reshape %291 : (tensor<1x1x8x16xf32>) -> tensor<8x16xf32>
    %293 = stablehlo.slice %292 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %294 = stablehlo.slice %292 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %295 = stablehlo.slice %255 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %297 = stablehlo.multiply %293, %296 : tensor<8x8xf32>
    %298 = stablehlo.dot_general %297, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %299 = stablehlo.slice %254 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %300 = stablehlo.slice %225 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %301 = stablehlo.slice %240 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %303 = stablehlo.multiply %300, %302 : tensor<8x8xf32>
    %304 = stablehlo.add %298, %303 : tensor<8x8xf32>
    %305 = stablehlo.tanh %304 : tensor<8x8xf32>
    %306 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %307 = stablehlo.multiply %306, %297 : tensor<8x8xf32>
    %308 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %309 = stablehlo.subtract %308, %299 : tensor<1x8xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %311 = stablehlo.multiply %310, %305 : tensor<8x8xf32>
    %312 = stablehlo.add %307, %311 : tensor<8x8xf32>
    %313 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %314 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %315 = stablehlo.select %313, %314, %c_32 : tensor<i1>, tensor<i32>
    %316 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %317 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %318 = stablehlo.select %316, %317, %c_32 : tensor<i1>, tensor<i32>
    %319 = stablehlo.dynamic_update_slice %iterArg_51, %297, %315, %318 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %320 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %321 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %322 = stablehlo.select %320, %321, %c_32 : tensor<i1>, tensor<i32>
    %323 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %324 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %325 = stablehlo.select %323, %324, %c_32 : tensor<i1>, tensor<i32>
    %326 = stablehlo.dynamic_update_slice %iterArg_52, %305, %322, %325 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %327 = stablehlo.slice %255 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %329 = stablehlo.multiply %294, %328 : tensor<8x8xf32>
    %330 = stablehlo.dot_general %329, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %331 = stablehlo.slice %254 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %332 = stablehlo.slice %225 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %333 = stablehlo.slice %240 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %335 = stablehlo.multiply %332, %334 : tensor<8x8xf32>
    %336 = stablehlo.add %330, %335 : tensor<8x8xf32>
    %337 = stablehlo.tanh %336 : tensor<8x8xf32>
    %338 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %339 = stablehlo.multiply %338, %329 : tensor<8x8xf32>
    %340 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %341 = stablehlo.subtract %340, %331 : tensor<1x8xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %343 = stablehlo.multiply %342, %337 : tensor<8x8xf32>
    %344 = stablehlo.add %339, %343 : tensor<8x8xf32>
    %345 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %346 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %347 = stablehlo.select %345, %346, %c_32 : tensor<i1>, tensor<i32>
    %348 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %349 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %350 = stablehlo.select %348, %349, %c_25 : tensor<i1>, tensor<i32>
    %351 = stablehlo.dynamic_update_slice %319, %329, %347, %350 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %352 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %353 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %354 = stablehlo.select %352, %353, %c_32 : tensor<i1>, tensor<i32>
    %355 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %356 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %357 = stablehlo.select %355, %356, %c_25 : tensor<i1>, tensor<i32>
    %358 = stablehlo.dynamic_update_slice %326, %337, %354, %357 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %359 = stablehlo.slice %255 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %361 = stablehlo.multiply %312, %360 : tensor<8x8xf32>
    %362 = stablehlo.dot_general %361, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %363 = stablehlo.slice %254 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %364 = stablehlo.slice %225 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %365 = stablehlo.slice %240 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %367 = stablehlo.multiply %364, %366 : tensor<8x8xf32>
    %368 = stablehlo.add %362, %367 : tensor<8x8xf32>
    %369 = stablehlo.tanh %368 : tensor<8x8xf32>
    %370 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %371 = stablehlo.multiply %370, %361 : tensor<8x8xf32>
    %372 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %373 = stablehlo.subtract %372, %363 : tensor<1x8xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %375 = stablehlo.multiply %374, %369 : tensor<8x8xf32>
    %376 = stablehlo.add %371, %375 : tensor<8x8xf32>
    %377 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %378 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %379 = stablehlo.select %377, %378, %c_25 : tensor<i1>, tensor<i32>
    %380 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %381 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %382 = stablehlo.select %380, %381, %c_32 : tensor<i1>, tensor<i32>
    %383 = stablehlo.dynamic_update_slice %351, %361, %379, %382 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %384 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %385 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %386 = stablehlo.select %384, %385, %c_25 : tensor<i1>, tensor<i32>
    %387 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %388 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %389 = stablehlo.select %387, %388, %c_32 : tensor<i1>, tensor<i32>
    %390 = stablehlo.dynamic_update_slice %358, %369, %386, %389 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %391 = stablehlo.slice %255 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %393 = stablehlo.multiply %344, %392 : tensor<8x8xf32>
    %394 = stablehlo.dot_general %393, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %395 = stablehlo.slice %254 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %396 = stablehlo.slice %225 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %397 = stablehlo.slice %240 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %399 = stablehlo.multiply %396, %398 : tensor<8x8xf32>
    %400 = stablehlo.add %394, %399 : tensor<8x8xf32>
    %401 = stablehlo.tanh %400 : tensor<8x8xf32>
    %402 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %403 = stablehlo.multiply %402, %393 : tensor<8x8xf32>
    %404 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %405 = stablehlo.subtract %404, %395 : tensor<1x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %407 = stablehlo.multiply %406, %401 : tensor<8x8xf32>
    %408 = stablehlo.add %403, %407 : tensor<8x8xf32>
    %409 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %410 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %411 = stablehlo.select %409, %410, %c_25 : tensor<i1>, tensor<i32>
    %412 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %413 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %414 = stablehlo.select %412, %413, %c_25 : tensor<i1>, tensor<i32>
    %415 = stablehlo.dynamic_update_slice %383, %393, %411, %414 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %416 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %417 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %418 = stablehlo.select %416, %417, %c_25 : tensor<i1>, tensor<i32>
    %419 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %420 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %421 = stablehlo.select %419, %420, %c_25 : tensor<i1>, tensor<i32>
    %422 = stablehlo.dynamic_update_slice %390, %401, %418, %421 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %423 = stablehlo.slice %255 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %425 = stablehlo.multiply %376, %424 : tensor<8x8xf32>
    %426 = stablehlo.dot_general %425, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %427 = stablehlo.slice %254 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %428 = stablehlo.slice %225 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %429 = stablehlo.slice %240 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
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
    %441 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %442 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %443 = stablehlo.select %441, %442, %c_27 : tensor<i1>, tensor<i32>
    %444 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %445 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %446 = stablehlo.select %444, %445, %c_32 : tensor<i1>, tensor<i32>
    %447 = stablehlo.dynamic_update_slice %415, %425, %443, %446 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %448 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %449 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %450 = stablehlo.select %448, %449, %c_27 : tensor<i1>, tensor<i32>
    %451 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %452 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %453 = stablehlo.select %451, %452, %c_32 : tensor<i1>, tensor<i32>
    %454 = stablehlo.dynamic_update_slice %422, %433, %450, %453 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %455 = stablehlo.slice %255 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %457 = stablehlo.multiply %408, %456 : tensor<8x8xf32>
    %458 = stablehlo.dot_general %457, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %459 = stablehlo.slice %254 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %460 = stablehlo.slice %225 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %461 = stablehlo.slice %240 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %463 = stablehlo.multiply %460, %462 : tensor<8x8xf32>
    %464 = stablehlo.add %458, %463 : tensor<8x8xf32>
    %465 = stablehlo.tanh %464 : tensor<8x8xf32>
    %466 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %467 = stablehlo.multiply %466, %457 : tensor<8x8xf32>
    %468 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %469 = stablehlo.subtract %468, %459 : tensor<1x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %471 = stablehlo.multiply %470, %465 : tensor<8x8xf32>
    %472 = stablehlo.add %467, %471 : tensor<8x8xf32>
    %473 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %474 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %475 = stablehlo.select %473, %474, %c_27 : tensor<i1>, tensor<i32>
    %476 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %477 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %478 = stablehlo.select %476, %477, %c_25 : tensor<i1>, tensor<i32>
    %479 = stablehlo.dynamic_update_slice %447, %457, %475, %478 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %480 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %481 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %482 = stablehlo.select %480, %481, %c_27 : tensor<i1>, tensor<i32>
    %483 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %484 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %485 = stablehlo.select %483, %484, %c_25 : tensor<i1>, tensor<i32>
    %486 = stablehlo.dynamic_update_slice %454, %465, %482, %485 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %487 = stablehlo.slice %255 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %489 = stablehlo.multiply %440, %488 : tensor<8x8xf32>
    %490 = stablehlo.dot_general %489, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %491 = stablehlo.slice %254 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %492 = stablehlo.slice %225 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %493 = stablehlo.slice %240 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %495 = stablehlo.multiply %492, %494 : tensor<8x8xf32>
    %496 = stablehlo.add %490, %495 : tensor<8x8xf32>
    %497 = stablehlo.tanh %496 : tensor<8x8xf32>
    %498 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %499 = stablehlo.multiply %498, %489 : tensor<8x8xf32>
    %500 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %501 = stablehlo.subtract %500, %491 : tensor<1x8xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %503 = stablehlo.multiply %502, %497 : tensor<8x8xf32>
    %504 = stablehlo.add %499, %503 : tensor<8x8xf32>
    %505 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %506 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %507 = stablehlo.select %505, %506, %c_21 : tensor<i1>, tensor<i32>
    %508 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %509 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %510 = stablehlo.select %508, %509, %c_32 : tensor<i1>, tensor<i32>
    %511 = stablehlo.dynamic_update_slice %479, %489, %507, %510 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %512 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %513 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %514 = stablehlo.select %512, %513, %c_21 : tensor<i1>, tensor<i32>
    %515 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %516 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %517 = stablehlo.select %515, %516, %c_32 : tensor<i1>, tensor<i32>
    %518 = stablehlo.dynamic_update_slice %486, %497, %514, %517 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %519 = stablehlo.slice %255 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %521 = stablehlo.multiply %472, %520 : tensor<8x8xf32>
    %522 = stablehlo.dot_general %521, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %523 = stablehlo.slice %254 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %524 = stablehlo.slice %225 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %525 = stablehlo.slice %240 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %527 = stablehlo.multiply %524, %526 : tensor<8x8xf32>
    %528 = stablehlo.add %522, %527 : tensor<8x8xf32>
    %529 = stablehlo.tanh %528 : tensor<8x8xf32>
    %530 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %531 = stablehlo.multiply %530, %521 : tensor<8x8xf32>
    %532 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %533 = stablehlo.subtract %532, %523 : tensor<1x8xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %535 = stablehlo.multiply %534, %529 : tensor<8x8xf32>
    %536 = stablehlo.add %531, %535 : tensor<8x8xf32>
    %537 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %538 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %539 = stablehlo.select %537, %538, %c_21 : tensor<i1>, tensor<i32>
    %540 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %541 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %542 = stablehlo.select %540, %541, %c_25 : tensor<i1>, tensor<i32>
    %543 = stablehlo.dynamic_update_slice %511, %521, %539, %542 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %544 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %545 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %546 = stablehlo.select %544, %545, %c_21 : tensor<i1>, tensor<i32>
    %547 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %548 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %549 = stablehlo.select %547, %548, %c_25 : tensor<i1>, tensor<i32>
    %550 = stablehlo.dynamic_update_slice %518, %529, %546, %549 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %551 = stablehlo.slice %255 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %553 = stablehlo.multiply %504, %552 : tensor<8x8xf32>
    %554 = stablehlo.dot_general %553, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %555 = stablehlo.slice %254 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %556 = stablehlo.slice %225 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %557 = stablehlo.slice %240 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %559 = stablehlo.multiply %556, %558 : tensor<8x8xf32>
    %560 = stablehlo.add %554, %559 : tensor<8x8xf32>
    %561 = stablehlo.tanh %560 : tensor<8x8xf32>
    %562 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %563 = stablehlo.multiply %562, %553 : tensor<8x8xf32>
    %564 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %565 = stablehlo.subtract %564, %555 : tensor<1x8xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %567 = stablehlo.multiply %566, %561 : tensor<8x8xf32>
    %568 = stablehlo.add %563, %567 : tensor<8x8xf32>
    %569 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %570 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %571 = stablehlo.select %569, %570, %c_20 : tensor<i1>, tensor<i32>
    %572 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %573 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %574 = stablehlo.select %572, %573, %c_32 : tensor<i1>, tensor<i32>
    %575 = stablehlo.dynamic_update_slice %543, %553, %571, %574 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %576 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %577 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %578 = stablehlo.select %576, %577, %c_20 : tensor<i1>, tensor<i32>
    %579 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %580 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %581 = stablehlo.select %579, %580, %c_32 : tensor<i1>, tensor<i32>
    %582 = stablehlo.dynamic_update_slice %550, %561, %578, %581 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %583 = stablehlo.slice %255 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %585 = stablehlo.multiply %536, %584 : tensor<8x8xf32>
    %586 = stablehlo.dot_general %585, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %587 = stablehlo.slice %254 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %588 = stablehlo.slice %225 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %589 = stablehlo.slice %240 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %591 = stablehlo.multiply %588, %590 : tensor<8x8xf32>
    %592 = stablehlo.add %586, %591 : tensor<8x8xf32>
    %593 = stablehlo.tanh %592 : tensor<8x8xf32>
    %594 = stablehlo.broadcast_in_dim %587, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %595 = stablehlo.multiply %594, %585 : tensor<8x8xf32>
    %596 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %597 = stablehlo.subtract %596, %587 : tensor<1x8xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %599 = stablehlo.multiply %598, %593 : tensor<8x8xf32>
    %600 = stablehlo.add %595, %599 : tensor<8x8xf32>
    %601 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %602 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %603 = stablehlo.select %601, %602, %c_20 : tensor<i1>, tensor<i32>
    %604 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %605 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %606 = stablehlo.select %604, %605, %c_25 : tensor<i1>, tensor<i32>
    %607 = stablehlo.dynamic_update_slice %575, %585, %603, %606 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %608 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %609 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %610 = stablehlo.select %608, %609, %c_20 : tensor<i1>, tensor<i32>
    %611 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %612 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %613 = stablehlo.select %611, %612, %c_25 : tensor<i1>, tensor<i32>
    %614 = stablehlo.dynamic_update_slice %582, %593, %610, %613 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %615 = stablehlo.slice %255 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %617 = stablehlo.multiply %568, %616 : tensor<8x8xf32>
    %618 = stablehlo.dot_general %617, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %619 = stablehlo.slice %254 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %620 = stablehlo.slice %225 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %621 = stablehlo.slice %240 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %623 = stablehlo.multiply %620, %622 : tensor<8x8xf32>
    %624 = stablehlo.add %618, %623 : tensor<8x8xf32>
    %625 = stablehlo.tanh %624 : tensor<8x8xf32>
    %626 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %627 = stablehlo.multiply %626, %617 : tensor<8x8xf32>
    %628 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %629 = stablehlo.subtract %628, %619 : tensor<1x8xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %631 = stablehlo.multiply %630, %625 : tensor<8x8xf32>
    %632 = stablehlo.add %627, %631 : tensor<8x8xf32>
    %633 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %634 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %635 = stablehlo.select %633, %634, %c_19 : tensor<i1>, tensor<i32>
    %636 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %637 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %638 = stablehlo.select %636, %637, %c_32 : tensor<i1>, tensor<i32>
    %639 = stablehlo.dynamic_update_slice %607, %617, %635, %638 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %640 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %641 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %642 = stablehlo.select %640, %641, %c_19 : tensor<i1>, tensor<i32>
    %643 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %644 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %645 = stablehlo.select %643, %644, %c_32 : tensor<i1>, tensor<i32>
    %646 = stablehlo.dynamic_update_slice %614, %625, %642, %645 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %647 = stablehlo.slice %255 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %649 = stablehlo.multiply %600, %648 : tensor<8x8xf32>
    %650 = stablehlo.dot_general %649, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %651 = stablehlo.slice %254 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %652 = stablehlo.slice %225 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %653 = stablehlo.slice %240 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %655 = stablehlo.multiply %652, %654 : tensor<8x8xf32>
    %656 = stablehlo.add %650, %655 : tensor<8x8xf32>
    %657 = stablehlo.tanh %656 : tensor<8x8xf32>
    %658 = stablehlo.broadcast_in_dim %651, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %659 = stablehlo.multiply %658, %649 : tensor<8x8xf32>
    %660 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %661 = stablehlo.subtract %660, %651 : tensor<1x8xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %663 = stablehlo.multiply %662, %657 : tensor<8x8xf32>
    %664 = stablehlo.add %659, %663 : tensor<8x8xf32>
    %665 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %666 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %667 = stablehlo.select %665, %666, %c_19 : tensor<i1>, tensor<i32>
    %668 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %669 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %670 = stablehlo.select %668, %669, %c_25 : tensor<i1>, tensor<i32>
    %671 = stablehlo.dynamic_update_slice %639, %649, %667, %670 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %672 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %673 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %674 = stablehlo.select %672, %673, %c_19 : tensor<i1>, tensor<i32>
    %675 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %676 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %677 = stablehlo.select %675, %676, %c_25 : tensor<i1>, tensor<i32>
    %678 = stablehlo.dynamic_update_slice %646, %657, %674, %677 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %679 = stablehlo.slice %255 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %681 = stablehlo.multiply %632, %680 : tensor<8x8xf32>
    %682 = stablehlo.dot_general %681, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %683 = stablehlo.slice %254 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %684 = stablehlo.slice %225 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %685 = stablehlo.slice %240 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %687 = stablehlo.multiply %684, %686 : tensor<8x8xf32>
    %688 = stablehlo.add %682, %687 : tensor<8x8xf32>
    %689 = stablehlo.tanh %688 : tensor<8x8xf32>
    %690 = stablehlo.broadcast_in_dim %683, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %691 = stablehlo.multiply %690, %681 : tensor<8x8xf32>
    %692 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %693 = stablehlo.subtract %692, %683 : tensor<1x8xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %695 = stablehlo.multiply %694, %689 : tensor<8x8xf32>
    %696 = stablehlo.add %691, %695 : tensor<8x8xf32>
    %697 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %698 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %699 = stablehlo.select %697, %698, %c_18 : tensor<i1>, tensor<i32>
    %700 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %701 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %702 = stablehlo.select %700, %701, %c_32 : tensor<i1>, tensor<i32>
    %703 = stablehlo.dynamic_update_slice %671, %681, %699, %702 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %704 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %705 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %706 = stablehlo.select %704, %705, %c_18 : tensor<i1>, tensor<i32>
    %707 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %708 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %709 = stablehlo.select %707, %708, %c_32 : tensor<i1>, tensor<i32>
    %710 = stablehlo.dynamic_update_slice %678, %689, %706, %709 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %711 = stablehlo.slice %255 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %713 = stablehlo.multiply %664, %712 : tensor<8x8xf32>
    %714 = stablehlo.dot_general %713, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %715 = stablehlo.slice %254 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %716 = stablehlo.slice %225 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %717 = stablehlo.slice %240 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %719 = stablehlo.multiply %716, %718 : tensor<8x8xf32>
    %720 = stablehlo.add %714, %719 : tensor<8x8xf32>
    %721 = stablehlo.tanh %720 : tensor<8x8xf32>
    %722 = stablehlo.broadcast_in_dim %715, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %723 = stablehlo.multiply %722, %713 : tensor<8x8xf32>
    %724 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %725 = stablehlo.subtract %724, %715 : tensor<1x8xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %727 = stablehlo.multiply %726, %721 : tensor<8x8xf32>
    %728 = stablehlo.add %723, %727 : tensor<8x8xf32>
    %729 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %730 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %731 = stablehlo.select %729, %730, %c_18 : tensor<i1>, tensor<i32>
    %732 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %733 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %734 = stablehlo.select %732, %733, %c_25 : tensor<i1>, tensor<i32>
    %735 = stablehlo.dynamic_update_slice %703, %713, %731, %734 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %736 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %737 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %738 = stablehlo.select %736, %737, %c_18 : tensor<i1>, tensor<i32>
    %739 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %740 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %741 = stablehlo.select %739, %740, %c_25 : tensor<i1>, tensor<i32>
    %742 = stablehlo.dynamic_update_slice %710, %721, %738, %741 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %743 = stablehlo.slice %255 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %745 = stablehlo.multiply %696, %744 : tensor<8x8xf32>
    %746 = stablehlo.dot_general %745, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %747 = stablehlo.slice %254 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %748 = stablehlo.slice %225 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %749 = stablehlo.slice %240 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %750 = stablehlo.broadcast_in_dim %749, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %751 = stablehlo.multiply %748, %750 : tensor<8x8xf32>
    %752 = stablehlo.add %746, %751 : tensor<8x8xf32>
    %753 = stablehlo.tanh %752 : tensor<8x8xf32>
    %754 = stablehlo.broadcast_in_dim %747, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %755 = stablehlo.multiply %754, %745 : tensor<8x8xf32>
    %756 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %757 = stablehlo.subtract %756, %747 : tensor<1x8xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %759 = stablehlo.multiply %758, %753 : tensor<8x8xf32>
    %760 = stablehlo.add %755, %759 : tensor<8x8xf32>
    %761 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %762 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %763 = stablehlo.select %761, %762, %c_17 : tensor<i1>, tensor<i32>
    %764 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %765 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %766 = stablehlo.select %764, %765, %c_32 : tensor<i1>, tensor<i32>
    %767 = stablehlo.dynamic_update_slice %735, %745, %763, %766 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %768 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %769 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %770 = stablehlo.select %768, %769, %c_17 : tensor<i1>, tensor<i32>
    %771 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %772 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %773 = stablehlo.select %771, %772, %c_32 : tensor<i1>, tensor<i32>
    %774 = stablehlo.dynamic_update_slice %742, %753, %770, %773 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %775 = stablehlo.slice %255 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %777 = stablehlo.multiply %728, %776 : tensor<8x8xf32>
    %778 = stablehlo.dot_general %777, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %779 = stablehlo.slice %254 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %780 = stablehlo.slice %225 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %781 = stablehlo.slice %240 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %783 = stablehlo.multiply %780, %782 : tensor<8x8xf32>
    %784 = stablehlo.add %778, %783 : tensor<8x8xf32>
    %785 = stablehlo.tanh %784 : tensor<8x8xf32>
    %786 = stablehlo.broadcast_in_dim %779, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %787 = stablehlo.multiply %786, %777 : tensor<8x8xf32>
    %788 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %789 = stablehlo.subtract %788, %779 : tensor<1x8xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %791 = stablehlo.multiply %790, %785 : tensor<8x8xf32>
    %792 = stablehlo.add %787, %791 : tensor<8x8xf32>
    %793 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %794 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %795 = stablehlo.select %793, %794, %c_17 : tensor<i1>, tensor<i32>
    %796 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %797 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %798 = stablehlo.select %796, %797, %c_25 : tensor<i1>, tensor<i32>
    %799 = stablehlo.dynamic_update_slice %767, %777, %795, %798 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %800 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %801 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %802 = stablehlo.select %800, %801, %c_17 : tensor<i1>, tensor<i32>
    %803 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %804 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %805 = stablehlo.select %803, %804, %c_25 : tensor<i1>, tensor<i32>
    %806 = stablehlo.dynamic_update_slice %774, %785, %802, %805 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %807 = stablehlo.slice %255 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %809 = stablehlo.multiply %760, %808 : tensor<8x8xf32>
    %810 = stablehlo.dot_general %809, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %811 = stablehlo.slice %254 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %812 = stablehlo.slice %225 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %813 = stablehlo.slice %240 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %815 = stablehlo.multiply %812, %814 : tensor<8x8xf32>
    %816 = stablehlo.add %810, %815 : tensor<8x8xf32>
    %817 = stablehlo.tanh %816 : tensor<8x8xf32>
    %818 = stablehlo.broadcast_in_dim %811, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %819 = stablehlo.multiply %818, %809 : tensor<8x8xf32>
    %820 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %821 = stablehlo.subtract %820, %811 : tensor<1x8xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %823 = stablehlo.multiply %822, %817 : tensor<8x8xf32>
    %824 = stablehlo.add %819, %823 : tensor<8x8xf32>
    %825 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %826 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %827 = stablehlo.select %825, %826, %c_26 : tensor<i1>, tensor<i32>
    %828 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %829 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %830 = stablehlo.select %828, %829, %c_32 : tensor<i1>, tensor<i32>
    %831 = stablehlo.dynamic_update_slice %799, %809, %827, %830 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %832 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %833 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %834 = stablehlo.select %832, %833, %c_26 : tensor<i1>, tensor<i32>
    %835 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %836 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %837 = stablehlo.select %835, %836, %c_32 : tensor<i1>, tensor<i32>
    %838 = stablehlo.dynamic_update_slice %806, %817, %834, %837 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %839 = stablehlo.slice %255 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %841 = stablehlo.multiply %792, %840 : tensor<8x8xf32>
    %842 = stablehlo.dot_general %841, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %843 = stablehlo.slice %254 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %844 = stablehlo.slice %225 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %845 = stablehlo.slice %240 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %846 = stablehlo.broadcast_in_dim %845, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %847 = stablehlo.multiply %844, %846 : tensor<8x8xf32>
    %848 = stablehlo.add %842, %847 : tensor<8x8xf32>
    %849 = stablehlo.tanh %848 : tensor<8x8xf32>
    %850 = stablehlo.broadcast_in_dim %843, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %851 = stablehlo.multiply %850, %841 : tensor<8x8xf32>
    %852 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %853 = stablehlo.subtract %852, %843 : tensor<1x8xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %855 = stablehlo.multiply %854, %849 : tensor<8x8xf32>
    %856 = stablehlo.add %851, %855 : tensor<8x8xf32>
    %857 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %858 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %859 = stablehlo.select %857, %858, %c_26 : tensor<i1>, tensor<i32>
    %860 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %861 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %862 = stablehlo.select %860, %861, %c_25 : tensor<i1>, tensor<i32>
    %863 = stablehlo.dynamic_update_slice %831, %841, %859, %862 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %864 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %865 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %866 = stablehlo.select %864, %865, %c_26 : tensor<i1>, tensor<i32>
    %867 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %868 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %869 = stablehlo.select %867, %868, %c_25 : tensor<i1>, tensor<i32>
    %870 = stablehlo.dynamic_update_slice %838, %849, %866, %869 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %871 = stablehlo.slice %255 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %873 = stablehlo.multiply %824, %872 : tensor<8x8xf32>
    %874 = stablehlo.dot_general %873, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %875 = stablehlo.slice %254 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %876 = stablehlo.slice %225 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %877 = stablehlo.slice %240 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %879 = stablehlo.multiply %876, %878 : tensor<8x8xf32>
    %880 = stablehlo.add %874, %879 : tensor<8x8xf32>
    %881 = stablehlo.tanh %880 : tensor<8x8xf32>
    %882 = stablehlo.broadcast_in_dim %875, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %883 = stablehlo.multiply %882, %873 : tensor<8x8xf32>
    %884 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %885 = stablehlo.subtract %884, %875 : tensor<1x8xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %887 = stablehlo.multiply %886, %881 : tensor<8x8xf32>
    %888 = stablehlo.add %883, %887 : tensor<8x8xf32>
    %889 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %890 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %891 = stablehlo.select %889, %890, %c_16 : tensor<i1>, tensor<i32>
    %892 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %893 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %894 = stablehlo.select %892, %893, %c_32 : tensor<i1>, tensor<i32>
    %895 = stablehlo.dynamic_update_slice %863, %873, %891, %894 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %896 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %897 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %898 = stablehlo.select %896, %897, %c_16 : tensor<i1>, tensor<i32>
    %899 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %900 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %901 = stablehlo.select %899, %900, %c_32 : tensor<i1>, tensor<i32>
    %902 = stablehlo.dynamic_update_slice %870, %881, %898, %901 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %903 = stablehlo.slice %255 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %905 = stablehlo.multiply %856, %904 : tensor<8x8xf32>
    %906 = stablehlo.dot_general %905, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %907 = stablehlo.slice %254 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %908 = stablehlo.slice %225 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %909 = stablehlo.slice %240 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %910 = stablehlo.broadcast_in_dim %909, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %911 = stablehlo.multiply %908, %910 : tensor<8x8xf32>
    %912 = stablehlo.add %906, %911 : tensor<8x8xf32>
    %913 = stablehlo.tanh %912 : tensor<8x8xf32>
    %914 = stablehlo.broadcast_in_dim %907, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %915 = stablehlo.multiply %914, %905 : tensor<8x8xf32>
    %916 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %917 = stablehlo.subtract %916, %907 : tensor<1x8xf32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %919 = stablehlo.multiply %918, %913 : tensor<8x8xf32>
    %920 = stablehlo.add %915, %919 : tensor<8x8xf32>
    %921 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %922 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %923 = stablehlo.select %921, %922, %c_16 : tensor<i1>, tensor<i32>
    %924 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %925 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %926 = stablehlo.select %924, %925, %c_25 : tensor<i1>, tensor<i32>
    %927 = stablehlo.dynamic_update_slice %895, %905, %923, %926 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %928 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %929 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %930 = stablehlo.select %928, %929, %c_16 : tensor<i1>, tensor<i32>
    %931 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %932 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %933 = stablehlo.select %931, %932, %c_25 : tensor<i1>, tensor<i32>
    %934 = stablehlo.dynamic_update_slice %902, %913, %930, %933 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %935 = stablehlo.slice %255 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %937 = stablehlo.multiply %888, %936 : tensor<8x8xf32>
    %938 = stablehlo.dot_general %937, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %939 = stablehlo.slice %254 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %940 = stablehlo.slice %225 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %941 = stablehlo.slice %240 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %943 = stablehlo.multiply %940, %942 : tensor<8x8xf32>
    %944 = stablehlo.add %938, %943 : tensor<8x8xf32>
    %945 = stablehlo.tanh %944 : tensor<8x8xf32>
    %946 = stablehlo.broadcast_in_dim %939, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %947 = stablehlo.multiply %946, %937 : tensor<8x8xf32>
    %948 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %949 = stablehlo.subtract %948, %939 : tensor<1x8xf32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %951 = stablehlo.multiply %950, %945 : tensor<8x8xf32>
    %952 = stablehlo.add %947, %951 : tensor<8x8xf32>
    %953 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %954 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %955 = stablehlo.select %953, %954, %c_15 : tensor<i1>, tensor<i32>
    %956 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %957 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %958 = stablehlo.select %956, %957, %c_32 : tensor<i1>, tensor<i32>
    %959 = stablehlo.dynamic_update_slice %927, %937, %955, %958 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %960 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %961 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %962 = stablehlo.select %960, %961, %c_15 : tensor<i1>, tensor<i32>
    %963 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %964 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %965 = stablehlo.select %963, %964, %c_32 : tensor<i1>, tensor<i32>
    %966 = stablehlo.dynamic_update_slice %934, %945, %962, %965 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %967 = stablehlo.slice %255 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %969 = stablehlo.multiply %920, %968 : tensor<8x8xf32>
    %970 = stablehlo.dot_general %969, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %971 = stablehlo.slice %254 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %972 = stablehlo.slice %225 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %973 = stablehlo.slice %240 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %975 = stablehlo.multiply %972, %974 : tensor<8x8xf32>
    %976 = stablehlo.add %970, %975 : tensor<8x8xf32>
    %977 = stablehlo.tanh %976 : tensor<8x8xf32>
    %978 = stablehlo.broadcast_in_dim %971, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %979 = stablehlo.multiply %978, %969 : tensor<8x8xf32>
    %980 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %981 = stablehlo.subtract %980, %971 : tensor<1x8xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %983 = stablehlo.multiply %982, %977 : tensor<8x8xf32>
    %984 = stablehlo.add %979, %983 : tensor<8x8xf32>
    %985 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %986 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %987 = stablehlo.select %985, %986, %c_15 : tensor<i1>, tensor<i32>
    %988 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %989 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %990 = stablehlo.select %988, %989, %c_25 : tensor<i1>, tensor<i32>
    %991 = stablehlo.dynamic_update_slice %959, %969, %987, %990 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %992 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %993 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %994 = stablehlo.select %992, %993, %c_15 : tensor<i1>, tensor<i32>
    %995 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %996 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %997 = stablehlo.select %995, %996, %c_25 : tensor<i1>, tensor<i32>
    %998 = stablehlo.dynamic_update_slice %966, %977, %994, %997 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %999 = stablehlo.slice %255 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1001 = stablehlo.multiply %952, %1000 : tensor<8x8xf32>
    %1002 = stablehlo.dot_general %1001, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1003 = stablehlo.slice %254 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1004 = stablehlo.slice %225 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1005 = stablehlo.slice %240 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1007 = stablehlo.multiply %1004, %1006 : tensor<8x8xf32>
    %1008 = stablehlo.add %1002, %1007 : tensor<8x8xf32>
    %1009 = stablehlo.tanh %1008 : tensor<8x8xf32>
    %1010 = stablehlo.broadcast_in_dim %1003, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1011 = stablehlo.multiply %1010, %1001 : tensor<8x8xf32>
    %1012 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1013 = stablehlo.subtract %1012, %1003 : tensor<1x8xf32>
    %1014 = stablehlo.broadcast_in_dim %1013, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1015 = stablehlo.multiply %1014, %1009 : tensor<8x8xf32>
    %1016 = stablehlo.add %1011, %1015 : tensor<8x8xf32>
    %1017 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1018 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1019 = stablehlo.select %1017, %1018, %c_14 : tensor<i1>, tensor<i32>
    %1020 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1021 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1022 = stablehlo.select %1020, %1021, %c_32 : tensor<i1>, tensor<i32>
    %1023 = stablehlo.dynamic_update_slice %991, %1001, %1019, %1022 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1024 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1025 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1026 = stablehlo.select %1024, %1025, %c_14 : tensor<i1>, tensor<i32>
    %1027 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1028 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1029 = stablehlo.select %1027, %1028, %c_32 : tensor<i1>, tensor<i32>
    %1030 = stablehlo.dynamic_update_slice %998, %1009, %1026, %1029 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1031 = stablehlo.slice %255 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1033 = stablehlo.multiply %984, %1032 : tensor<8x8xf32>
    %1034 = stablehlo.dot_general %1033, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1035 = stablehlo.slice %254 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1036 = stablehlo.slice %225 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1037 = stablehlo.slice %240 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1038 = stablehlo.broadcast_in_dim %1037, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1039 = stablehlo.multiply %1036, %1038 : tensor<8x8xf32>
    %1040 = stablehlo.add %1034, %1039 : tensor<8x8xf32>
    %1041 = stablehlo.tanh %1040 : tensor<8x8xf32>
    %1042 = stablehlo.broadcast_in_dim %1035, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1043 = stablehlo.multiply %1042, %1033 : tensor<8x8xf32>
    %1044 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1045 = stablehlo.subtract %1044, %1035 : tensor<1x8xf32>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1047 = stablehlo.multiply %1046, %1041 : tensor<8x8xf32>
    %1048 = stablehlo.add %1043, %1047 : tensor<8x8xf32>
    %1049 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1050 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1051 = stablehlo.select %1049, %1050, %c_14 : tensor<i1>, tensor<i32>
    %1052 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1053 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1054 = stablehlo.select %1052, %1053, %c_25 : tensor<i1>, tensor<i32>
    %1055 = stablehlo.dynamic_update_slice %1023, %1033, %1051, %1054 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1056 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1057 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1058 = stablehlo.select %1056, %1057, %c_14 : tensor<i1>, tensor<i32>
    %1059 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1060 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1061 = stablehlo.select %1059, %1060, %c_25 : tensor<i1>, tensor<i32>
    %1062 = stablehlo.dynamic_update_slice %1030, %1041, %1058, %1061 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1063 = stablehlo.slice %255 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1065 = stablehlo.multiply %1016, %1064 : tensor<8x8xf32>
    %1066 = stablehlo.dot_general %1065, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1067 = stablehlo.slice %254 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1068 = stablehlo.slice %225 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1069 = stablehlo.slice %240 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1071 = stablehlo.multiply %1068, %1070 : tensor<8x8xf32>
    %1072 = stablehlo.add %1066, %1071 : tensor<8x8xf32>
    %1073 = stablehlo.tanh %1072 : tensor<8x8xf32>
    %1074 = stablehlo.broadcast_in_dim %1067, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1075 = stablehlo.multiply %1074, %1065 : tensor<8x8xf32>
    %1076 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1077 = stablehlo.subtract %1076, %1067 : tensor<1x8xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1079 = stablehlo.multiply %1078, %1073 : tensor<8x8xf32>
    %1080 = stablehlo.add %1075, %1079 : tensor<8x8xf32>
    %1081 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1082 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1083 = stablehlo.select %1081, %1082, %c_13 : tensor<i1>, tensor<i32>
    %1084 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1085 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1086 = stablehlo.select %1084, %1085, %c_32 : tensor<i1>, tensor<i32>
    %1087 = stablehlo.dynamic_update_slice %1055, %1065, %1083, %1086 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1088 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1089 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1090 = stablehlo.select %1088, %1089, %c_13 : tensor<i1>, tensor<i32>
    %1091 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1092 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1093 = stablehlo.select %1091, %1092, %c_32 : tensor<i1>, tensor<i32>
    %1094 = stablehlo.dynamic_update_slice %1062, %1073, %1090, %1093 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1095 = stablehlo.slice %255 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1097 = stablehlo.multiply %1048, %1096 : tensor<8x8xf32>
    %1098 = stablehlo.dot_general %1097, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1099 = stablehlo.slice %254 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1100 = stablehlo.slice %225 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1101 = stablehlo.slice %240 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1103 = stablehlo.multiply %1100, %1102 : tensor<8x8xf32>
    %1104 = stablehlo.add %1098, %1103 : tensor<8x8xf32>
    %1105 = stablehlo.tanh %1104 : tensor<8x8xf32>
    %1106 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1107 = stablehlo.multiply %1106, %1097 : tensor<8x8xf32>
    %1108 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1109 = stablehlo.subtract %1108, %1099 : tensor<1x8xf32>
    %1110 = stablehlo.broadcast_in_dim %1109, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1111 = stablehlo.multiply %1110, %1105 : tensor<8x8xf32>
    %1112 = stablehlo.add %1107, %1111 : tensor<8x8xf32>
    %1113 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1114 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1115 = stablehlo.select %1113, %1114, %c_13 : tensor<i1>, tensor<i32>
    %1116 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1117 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1118 = stablehlo.select %1116, %1117, %c_25 : tensor<i1>, tensor<i32>
    %1119 = stablehlo.dynamic_update_slice %1087, %1097, %1115, %1118 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1120 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1121 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1122 = stablehlo.select %1120, %1121, %c_13 : tensor<i1>, tensor<i32>
    %1123 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1124 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1125 = stablehlo.select %1123, %1124, %c_25 : tensor<i1>, tensor<i32>
    %1126 = stablehlo.dynamic_update_slice %1094, %1105, %1122, %1125 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1127 = stablehlo.slice %255 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1128 = stablehlo.broadcast_in_dim %1127, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1129 = stablehlo.multiply %1080, %1128 : tensor<8x8xf32>
    %1130 = stablehlo.dot_general %1129, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1131 = stablehlo.slice %254 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1132 = stablehlo.slice %225 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1133 = stablehlo.slice %240 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1134 = stablehlo.broadcast_in_dim %1133, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1135 = stablehlo.multiply %1132, %1134 : tensor<8x8xf32>
    %1136 = stablehlo.add %1130, %1135 : tensor<8x8xf32>
    %1137 = stablehlo.tanh %1136 : tensor<8x8xf32>
    %1138 = stablehlo.broadcast_in_dim %1131, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1139 = stablehlo.multiply %1138, %1129 : tensor<8x8xf32>
    %1140 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1141 = stablehlo.subtract %1140, %1131 : tensor<1x8xf32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1143 = stablehlo.multiply %1142, %1137 : tensor<8x8xf32>
    %1144 = stablehlo.add %1139, %1143 : tensor<8x8xf32>
    %1145 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1146 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1147 = stablehlo.select %1145, %1146, %c_12 : tensor<i1>, tensor<i32>
    %1148 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1149 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1150 = stablehlo.select %1148, %1149, %c_32 : tensor<i1>, tensor<i32>
    %1151 = stablehlo.dynamic_update_slice %1119, %1129, %1147, %1150 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1152 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1153 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1154 = stablehlo.select %1152, %1153, %c_12 : tensor<i1>, tensor<i32>
    %1155 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1156 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1157 = stablehlo.select %1155, %1156, %c_32 : tensor<i1>, tensor<i32>
    %1158 = stablehlo.dynamic_update_slice %1126, %1137, %1154, %1157 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1159 = stablehlo.slice %255 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1160 = stablehlo.broadcast_in_dim %1159, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1161 = stablehlo.multiply %1112, %1160 : tensor<8x8xf32>
    %1162 = stablehlo.dot_general %1161, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1163 = stablehlo.slice %254 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1164 = stablehlo.slice %225 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1165 = stablehlo.slice %240 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1167 = stablehlo.multiply %1164, %1166 : tensor<8x8xf32>
    %1168 = stablehlo.add %1162, %1167 : tensor<8x8xf32>
    %1169 = stablehlo.tanh %1168 : tensor<8x8xf32>
    %1170 = stablehlo.broadcast_in_dim %1163, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1171 = stablehlo.multiply %1170, %1161 : tensor<8x8xf32>
    %1172 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1173 = stablehlo.subtract %1172, %1163 : tensor<1x8xf32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1175 = stablehlo.multiply %1174, %1169 : tensor<8x8xf32>
    %1176 = stablehlo.add %1171, %1175 : tensor<8x8xf32>
    %1177 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1178 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1179 = stablehlo.select %1177, %1178, %c_12 : tensor<i1>, tensor<i32>
    %1180 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1181 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1182 = stablehlo.select %1180, %1181, %c_25 : tensor<i1>, tensor<i32>
    %1183 = stablehlo.dynamic_update_slice %1151, %1161, %1179, %1182 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1184 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1185 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1186 = stablehlo.select %1184, %1185, %c_12 : tensor<i1>, tensor<i32>
    %1187 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1188 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1189 = stablehlo.select %1187, %1188, %c_25 : tensor<i1>, tensor<i32>
    %1190 = stablehlo.dynamic_update_slice %1158, %1169, %1186, %1189 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1191 = stablehlo.slice %255 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1193 = stablehlo.multiply %1144, %1192 : tensor<8x8xf32>
    %1194 = stablehlo.dot_general %1193, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1195 = stablehlo.slice %254 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1196 = stablehlo.slice %225 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1197 = stablehlo.slice %240 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1198 = stablehlo.broadcast_in_dim %1197, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1199 = stablehlo.multiply %1196, %1198 : tensor<8x8xf32>
    %1200 = stablehlo.add %1194, %1199 : tensor<8x8xf32>
    %1201 = stablehlo.tanh %1200 : tensor<8x8xf32>
    %1202 = stablehlo.broadcast_in_dim %1195, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1203 = stablehlo.multiply %1202, %1193 : tensor<8x8xf32>
    %1204 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1205 = stablehlo.subtract %1204, %1195 : tensor<1x8xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1207 = stablehlo.multiply %1206, %1201 : tensor<8x8xf32>
    %1208 = stablehlo.add %1203, %1207 : tensor<8x8xf32>
    %1209 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1210 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1211 = stablehlo.select %1209, %1210, %c_11 : tensor<i1>, tensor<i32>
    %1212 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1213 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1214 = stablehlo.select %1212, %1213, %c_32 : tensor<i1>, tensor<i32>
    %1215 = stablehlo.dynamic_update_slice %1183, %1193, %1211, %1214 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1216 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1217 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1218 = stablehlo.select %1216, %1217, %c_11 : tensor<i1>, tensor<i32>
    %1219 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1220 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1221 = stablehlo.select %1219, %1220, %c_32 : tensor<i1>, tensor<i32>
    %1222 = stablehlo.dynamic_update_slice %1190, %1201, %1218, %1221 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1223 = stablehlo.slice %255 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1224 = stablehlo.broadcast_in_dim %1223, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1225 = stablehlo.multiply %1176, %1224 : tensor<8x8xf32>
    %1226 = stablehlo.dot_general %1225, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1227 = stablehlo.slice %254 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1228 = stablehlo.slice %225 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1229 = stablehlo.slice %240 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1230 = stablehlo.broadcast_in_dim %1229, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1231 = stablehlo.multiply %1228, %1230 : tensor<8x8xf32>
    %1232 = stablehlo.add %1226, %1231 : tensor<8x8xf32>
    %1233 = stablehlo.tanh %1232 : tensor<8x8xf32>
    %1234 = stablehlo.broadcast_in_dim %1227, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1235 = stablehlo.multiply %1234, %1225 : tensor<8x8xf32>
    %1236 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1237 = stablehlo.subtract %1236, %1227 : tensor<1x8xf32>
    %1238 = stablehlo.broadcast_in_dim %1237, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1239 = stablehlo.multiply %1238, %1233 : tensor<8x8xf32>
    %1240 = stablehlo.add %1235, %1239 : tensor<8x8xf32>
    %1241 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1242 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1243 = stablehlo.select %1241, %1242, %c_11 : tensor<i1>, tensor<i32>
    %1244 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1245 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1246 = stablehlo.select %1244, %1245, %c_25 : tensor<i1>, tensor<i32>
    %1247 = stablehlo.dynamic_update_slice %1215, %1225, %1243, %1246 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1248 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1249 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1250 = stablehlo.select %1248, %1249, %c_11 : tensor<i1>, tensor<i32>
    %1251 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1252 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1253 = stablehlo.select %1251, %1252, %c_25 : tensor<i1>, tensor<i32>
    %1254 = stablehlo.dynamic_update_slice %1222, %1233, %1250, %1253 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1255 = stablehlo.slice %255 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1256 = stablehlo.broadcast_in_dim %1255, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1257 = stablehlo.multiply %1208, %1256 : tensor<8x8xf32>
    %1258 = stablehlo.dot_general %1257, %266, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1259 = stablehlo.slice %225 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1260 = stablehlo.slice %240 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1262 = stablehlo.multiply %1259, %1261 : tensor<8x8xf32>
    %1263 = stablehlo.add %1258, %1262 : tensor<8x8xf32>
    %1264 = stablehlo.tanh %1263 : tensor<8x8xf32>
    %1265 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1266 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1267 = stablehlo.select %1265, %1266, %c_10 : tensor<i1>, tensor<i32>
    %1268 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1269 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1270 = stablehlo.select %1268, %1269, %c_32 : tensor<i1>, tensor<i32>
    %1271 = stablehlo.dynamic_update_slice %1247, %1257, %1267, %1270 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1272 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1273 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1274 = stablehlo.select %1272, %1273, %c_10 : tensor<i1>, tensor<i32>
    %1275 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1276 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1277 = stablehlo.select %1275, %1276, %c_32 : tensor<i1>, tensor<i32>
    %1278 = stablehlo.dynamic_update_slice %1254, %1264, %1274, %1277 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1279 = stablehlo.slice %255 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1280 = stablehlo.broadcast_in_dim %1279, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1281 = stablehlo.multiply %1240, %1280 : tensor<8x8xf32>
    %1282 = stablehlo.dot_general %1281, %277, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1283 = stablehlo.slice %225 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1284 = stablehlo.slice %240 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1285 = stablehlo.broadcast_in_dim %1284, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1286 = stablehlo.multiply %1283, %1285 : tensor<8x8xf32>
    %1287 = stablehlo.add %1282, %1286 : tensor<8x8xf32>
    %1288 = stablehlo.tanh %1287 : tensor<8x8xf32>
    %1289 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1290 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1291 = stablehlo.select %1289, %1290, %c_10 : tensor<i1>, tensor<i32>
    %1292 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1293 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1294 = stablehlo.select %1292, %1293, %c_25 : tensor<i1>, tensor<i32>
    %1295 = stablehlo.dynamic_update_slice %1271, %1281, %1291, %1294 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1296 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1297 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1298 = stablehlo.select %1296, %1297, %c_10 : tensor<i1>, tensor<i32>
    %1299 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1300 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1301 = stablehlo.select %1299, %1300, %c_25 : tensor<i1>, tensor<i32>
    %1302 = stablehlo.dynamic_update_slice %1278, %1288, %1298, %1301 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1303 = stablehlo.slice %199#0 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1304 = stablehlo.slice %199#0 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1305 = stablehlo.slice %254 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1306 = stablehlo.slice %278 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1307 = stablehlo.slice %1295 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1308 = stablehlo.slice %1302 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1309 = stablehlo.slice %239 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1310 = stablehlo.broadcast_in_dim %1306, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1311 = stablehlo.multiply %1309, %1310 : tensor<8x8xf32>
    %1312 = stablehlo.add %1303, %1311 : tensor<8x8xf32>
    %1313 = stablehlo.broadcast_in_dim %1305, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1314 = stablehlo.multiply %1313, %1307 : tensor<8x8xf32>
    %1315 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1316 = stablehlo.subtract %1315, %1305 : tensor<1x8xf32>
    %1317 = stablehlo.broadcast_in_dim %1316, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1318 = stablehlo.multiply %1317, %1308 : tensor<8x8xf32>
    %1319 = stablehlo.add %1314, %1318 : tensor<8x8xf32>
    %1320 = stablehlo.broadcast_in_dim %1306, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1321 = stablehlo.multiply %1319, %1320 : tensor<8x8xf32>
    %1322 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1323 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1324 = stablehlo.select %1322, %1323, %c_10 : tensor<i1>, tensor<i32>
    %1325 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1326 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1327 = stablehlo.select %1325, %1326, %c_32 : tensor<i1>, tensor<i32>
    %1328 = stablehlo.dynamic_update_slice %iterArg_54, %1321, %1324, %1327 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1329 = stablehlo.subtract %1307, %1308 : tensor<8x8xf32>
    %1330 = stablehlo.multiply %1312, %1329 : tensor<8x8xf32>
    %1331 = stablehlo.reduce(%1330 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1332 = stablehlo.broadcast_in_dim %1331, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1333 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1334 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1335 = stablehlo.select %1333, %1334, %c_9 : tensor<i1>, tensor<i32>
    %1336 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1337 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1338 = stablehlo.select %1336, %1337, %c_32 : tensor<i1>, tensor<i32>
    %1339 = stablehlo.dynamic_update_slice %iterArg_56, %1332, %1335, %1338 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1340 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1341 = stablehlo.subtract %1340, %1305 : tensor<1x8xf32>
    %1342 = stablehlo.broadcast_in_dim %1341, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1343 = stablehlo.multiply %1342, %1312 : tensor<8x8xf32>
    %1344 = stablehlo.multiply %1308, %1308 : tensor<8x8xf32>
    %1345 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1346 = stablehlo.subtract %1345, %1344 : tensor<8x8xf32>
    %1347 = stablehlo.multiply %1343, %1346 : tensor<8x8xf32>
    %1348 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1349 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1350 = stablehlo.select %1348, %1349, %c_10 : tensor<i1>, tensor<i32>
    %1351 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1352 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1353 = stablehlo.select %1351, %1352, %c_32 : tensor<i1>, tensor<i32>
    %1354 = stablehlo.dynamic_update_slice %iterArg_53, %1347, %1350, %1353 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1355 = stablehlo.slice %240 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1356 = stablehlo.broadcast_in_dim %1355, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1357 = stablehlo.multiply %1347, %1356 : tensor<8x8xf32>
    %1358 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1359 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1360 = stablehlo.select %1358, %1359, %c_10 : tensor<i1>, tensor<i32>
    %1361 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1362 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1363 = stablehlo.select %1361, %1362, %c_32 : tensor<i1>, tensor<i32>
    %1364 = stablehlo.dynamic_update_slice %iterArg_55, %1357, %1360, %1363 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1365 = stablehlo.slice %225 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1366 = stablehlo.multiply %1347, %1365 : tensor<8x8xf32>
    %1367 = stablehlo.reduce(%1366 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1368 = stablehlo.broadcast_in_dim %1367, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1369 = stablehlo.broadcast_in_dim %1368, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1370 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1371 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1372 = stablehlo.select %1370, %1371, %c_32 : tensor<i1>, tensor<i32>
    %1373 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1374 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1375 = stablehlo.select %1373, %1374, %c_9 : tensor<i1>, tensor<i32>
    %1376 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1377 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1378 = stablehlo.select %1376, %1377, %c_32 : tensor<i1>, tensor<i32>
    %1379 = stablehlo.dynamic_update_slice %183, %1369, %1372, %1375, %1378 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1380 = stablehlo.slice %255 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1381 = stablehlo.dot_general %1347, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1382 = stablehlo.broadcast_in_dim %1305, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1383 = stablehlo.multiply %1382, %1312 : tensor<8x8xf32>
    %1384 = stablehlo.add %1383, %1381 : tensor<8x8xf32>
    %1385 = stablehlo.broadcast_in_dim %1380, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1386 = stablehlo.multiply %1385, %1384 : tensor<8x8xf32>
    %1387 = stablehlo.slice %254 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1388 = stablehlo.slice %278 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1389 = stablehlo.slice %1295 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1390 = stablehlo.slice %1302 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1391 = stablehlo.slice %239 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1392 = stablehlo.broadcast_in_dim %1388, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1393 = stablehlo.multiply %1391, %1392 : tensor<8x8xf32>
    %1394 = stablehlo.add %1304, %1393 : tensor<8x8xf32>
    %1395 = stablehlo.broadcast_in_dim %1387, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1396 = stablehlo.multiply %1395, %1389 : tensor<8x8xf32>
    %1397 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1398 = stablehlo.subtract %1397, %1387 : tensor<1x8xf32>
    %1399 = stablehlo.broadcast_in_dim %1398, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1400 = stablehlo.multiply %1399, %1390 : tensor<8x8xf32>
    %1401 = stablehlo.add %1396, %1400 : tensor<8x8xf32>
    %1402 = stablehlo.broadcast_in_dim %1388, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1403 = stablehlo.multiply %1401, %1402 : tensor<8x8xf32>
    %1404 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1405 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1406 = stablehlo.select %1404, %1405, %c_10 : tensor<i1>, tensor<i32>
    %1407 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1408 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1409 = stablehlo.select %1407, %1408, %c_25 : tensor<i1>, tensor<i32>
    %1410 = stablehlo.dynamic_update_slice %1328, %1403, %1406, %1409 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1411 = stablehlo.subtract %1389, %1390 : tensor<8x8xf32>
    %1412 = stablehlo.multiply %1394, %1411 : tensor<8x8xf32>
    %1413 = stablehlo.reduce(%1412 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1414 = stablehlo.broadcast_in_dim %1413, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1415 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1416 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1417 = stablehlo.select %1415, %1416, %c_9 : tensor<i1>, tensor<i32>
    %1418 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1419 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1420 = stablehlo.select %1418, %1419, %c_25 : tensor<i1>, tensor<i32>
    %1421 = stablehlo.dynamic_update_slice %1339, %1414, %1417, %1420 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1422 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1423 = stablehlo.subtract %1422, %1387 : tensor<1x8xf32>
    %1424 = stablehlo.broadcast_in_dim %1423, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1425 = stablehlo.multiply %1424, %1394 : tensor<8x8xf32>
    %1426 = stablehlo.multiply %1390, %1390 : tensor<8x8xf32>
    %1427 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1428 = stablehlo.subtract %1427, %1426 : tensor<8x8xf32>
    %1429 = stablehlo.multiply %1425, %1428 : tensor<8x8xf32>
    %1430 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1431 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1432 = stablehlo.select %1430, %1431, %c_10 : tensor<i1>, tensor<i32>
    %1433 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1434 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1435 = stablehlo.select %1433, %1434, %c_25 : tensor<i1>, tensor<i32>
    %1436 = stablehlo.dynamic_update_slice %1354, %1429, %1432, %1435 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1437 = stablehlo.slice %240 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1438 = stablehlo.broadcast_in_dim %1437, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1439 = stablehlo.multiply %1429, %1438 : tensor<8x8xf32>
    %1440 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1441 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1442 = stablehlo.select %1440, %1441, %c_10 : tensor<i1>, tensor<i32>
    %1443 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1444 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1445 = stablehlo.select %1443, %1444, %c_25 : tensor<i1>, tensor<i32>
    %1446 = stablehlo.dynamic_update_slice %1364, %1439, %1442, %1445 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1447 = stablehlo.slice %225 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1448 = stablehlo.multiply %1429, %1447 : tensor<8x8xf32>
    %1449 = stablehlo.reduce(%1448 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1450 = stablehlo.broadcast_in_dim %1449, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1451 = stablehlo.broadcast_in_dim %1450, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1452 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1453 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1454 = stablehlo.select %1452, %1453, %c_32 : tensor<i1>, tensor<i32>
    %1455 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1456 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1457 = stablehlo.select %1455, %1456, %c_9 : tensor<i1>, tensor<i32>
    %1458 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1459 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1460 = stablehlo.select %1458, %1459, %c_25 : tensor<i1>, tensor<i32>
    %1461 = stablehlo.dynamic_update_slice %1379, %1451, %1454, %1457, %1460 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1462 = stablehlo.slice %255 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1463 = stablehlo.dot_general %1429, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1464 = stablehlo.broadcast_in_dim %1387, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1465 = stablehlo.multiply %1464, %1394 : tensor<8x8xf32>
    %1466 = stablehlo.add %1465, %1463 : tensor<8x8xf32>
    %1467 = stablehlo.broadcast_in_dim %1462, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1468 = stablehlo.multiply %1467, %1466 : tensor<8x8xf32>
    %1469 = stablehlo.slice %254 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1470 = stablehlo.slice %278 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1471 = stablehlo.slice %1295 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1472 = stablehlo.slice %1302 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1473 = stablehlo.slice %239 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1474 = stablehlo.broadcast_in_dim %1470, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1475 = stablehlo.multiply %1473, %1474 : tensor<8x8xf32>
    %1476 = stablehlo.add %1386, %1475 : tensor<8x8xf32>
    %1477 = stablehlo.broadcast_in_dim %1469, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1478 = stablehlo.multiply %1477, %1471 : tensor<8x8xf32>
    %1479 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1480 = stablehlo.subtract %1479, %1469 : tensor<1x8xf32>
    %1481 = stablehlo.broadcast_in_dim %1480, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1482 = stablehlo.multiply %1481, %1472 : tensor<8x8xf32>
    %1483 = stablehlo.add %1478, %1482 : tensor<8x8xf32>
    %1484 = stablehlo.broadcast_in_dim %1470, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1485 = stablehlo.multiply %1483, %1484 : tensor<8x8xf32>
    %1486 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1487 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1488 = stablehlo.select %1486, %1487, %c_11 : tensor<i1>, tensor<i32>
    %1489 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1490 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1491 = stablehlo.select %1489, %1490, %c_32 : tensor<i1>, tensor<i32>
    %1492 = stablehlo.dynamic_update_slice %1410, %1485, %1488, %1491 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1493 = stablehlo.subtract %1471, %1472 : tensor<8x8xf32>
    %1494 = stablehlo.multiply %1476, %1493 : tensor<8x8xf32>
    %1495 = stablehlo.reduce(%1494 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1496 = stablehlo.broadcast_in_dim %1495, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1497 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1498 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1499 = stablehlo.select %1497, %1498, %c_8 : tensor<i1>, tensor<i32>
    %1500 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1501 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1502 = stablehlo.select %1500, %1501, %c_32 : tensor<i1>, tensor<i32>
    %1503 = stablehlo.dynamic_update_slice %1421, %1496, %1499, %1502 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1504 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1505 = stablehlo.subtract %1504, %1469 : tensor<1x8xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1507 = stablehlo.multiply %1506, %1476 : tensor<8x8xf32>
    %1508 = stablehlo.multiply %1472, %1472 : tensor<8x8xf32>
    %1509 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1510 = stablehlo.subtract %1509, %1508 : tensor<8x8xf32>
    %1511 = stablehlo.multiply %1507, %1510 : tensor<8x8xf32>
    %1512 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1513 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1514 = stablehlo.select %1512, %1513, %c_11 : tensor<i1>, tensor<i32>
    %1515 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1516 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1517 = stablehlo.select %1515, %1516, %c_32 : tensor<i1>, tensor<i32>
    %1518 = stablehlo.dynamic_update_slice %1436, %1511, %1514, %1517 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1519 = stablehlo.slice %240 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1520 = stablehlo.broadcast_in_dim %1519, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1521 = stablehlo.multiply %1511, %1520 : tensor<8x8xf32>
    %1522 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1523 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1524 = stablehlo.select %1522, %1523, %c_11 : tensor<i1>, tensor<i32>
    %1525 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1526 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1527 = stablehlo.select %1525, %1526, %c_32 : tensor<i1>, tensor<i32>
    %1528 = stablehlo.dynamic_update_slice %1446, %1521, %1524, %1527 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1529 = stablehlo.slice %225 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1530 = stablehlo.multiply %1511, %1529 : tensor<8x8xf32>
    %1531 = stablehlo.reduce(%1530 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1532 = stablehlo.broadcast_in_dim %1531, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1533 = stablehlo.broadcast_in_dim %1532, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1534 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1535 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1536 = stablehlo.select %1534, %1535, %c_32 : tensor<i1>, tensor<i32>
    %1537 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1538 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1539 = stablehlo.select %1537, %1538, %c_8 : tensor<i1>, tensor<i32>
    %1540 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1541 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1542 = stablehlo.select %1540, %1541, %c_32 : tensor<i1>, tensor<i32>
    %1543 = stablehlo.dynamic_update_slice %1461, %1533, %1536, %1539, %1542 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1544 = stablehlo.slice %255 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1545 = stablehlo.dot_general %1511, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1546 = stablehlo.broadcast_in_dim %1469, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1547 = stablehlo.multiply %1546, %1476 : tensor<8x8xf32>
    %1548 = stablehlo.add %1547, %1545 : tensor<8x8xf32>
    %1549 = stablehlo.broadcast_in_dim %1544, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1550 = stablehlo.multiply %1549, %1548 : tensor<8x8xf32>
    %1551 = stablehlo.slice %254 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1552 = stablehlo.slice %278 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1553 = stablehlo.slice %1295 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1554 = stablehlo.slice %1302 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1555 = stablehlo.slice %239 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1556 = stablehlo.broadcast_in_dim %1552, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1557 = stablehlo.multiply %1555, %1556 : tensor<8x8xf32>
    %1558 = stablehlo.add %1468, %1557 : tensor<8x8xf32>
    %1559 = stablehlo.broadcast_in_dim %1551, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1560 = stablehlo.multiply %1559, %1553 : tensor<8x8xf32>
    %1561 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1562 = stablehlo.subtract %1561, %1551 : tensor<1x8xf32>
    %1563 = stablehlo.broadcast_in_dim %1562, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1564 = stablehlo.multiply %1563, %1554 : tensor<8x8xf32>
    %1565 = stablehlo.add %1560, %1564 : tensor<8x8xf32>
    %1566 = stablehlo.broadcast_in_dim %1552, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1567 = stablehlo.multiply %1565, %1566 : tensor<8x8xf32>
    %1568 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1569 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1570 = stablehlo.select %1568, %1569, %c_11 : tensor<i1>, tensor<i32>
    %1571 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1572 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1573 = stablehlo.select %1571, %1572, %c_25 : tensor<i1>, tensor<i32>
    %1574 = stablehlo.dynamic_update_slice %1492, %1567, %1570, %1573 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1575 = stablehlo.subtract %1553, %1554 : tensor<8x8xf32>
    %1576 = stablehlo.multiply %1558, %1575 : tensor<8x8xf32>
    %1577 = stablehlo.reduce(%1576 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1578 = stablehlo.broadcast_in_dim %1577, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1579 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1580 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1581 = stablehlo.select %1579, %1580, %c_8 : tensor<i1>, tensor<i32>
    %1582 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1583 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1584 = stablehlo.select %1582, %1583, %c_25 : tensor<i1>, tensor<i32>
    %1585 = stablehlo.dynamic_update_slice %1503, %1578, %1581, %1584 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1586 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1587 = stablehlo.subtract %1586, %1551 : tensor<1x8xf32>
    %1588 = stablehlo.broadcast_in_dim %1587, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1589 = stablehlo.multiply %1588, %1558 : tensor<8x8xf32>
    %1590 = stablehlo.multiply %1554, %1554 : tensor<8x8xf32>
    %1591 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1592 = stablehlo.subtract %1591, %1590 : tensor<8x8xf32>
    %1593 = stablehlo.multiply %1589, %1592 : tensor<8x8xf32>
    %1594 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1595 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1596 = stablehlo.select %1594, %1595, %c_11 : tensor<i1>, tensor<i32>
    %1597 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1598 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1599 = stablehlo.select %1597, %1598, %c_25 : tensor<i1>, tensor<i32>
    %1600 = stablehlo.dynamic_update_slice %1518, %1593, %1596, %1599 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1601 = stablehlo.slice %240 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1602 = stablehlo.broadcast_in_dim %1601, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1603 = stablehlo.multiply %1593, %1602 : tensor<8x8xf32>
    %1604 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1605 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1606 = stablehlo.select %1604, %1605, %c_11 : tensor<i1>, tensor<i32>
    %1607 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1608 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1609 = stablehlo.select %1607, %1608, %c_25 : tensor<i1>, tensor<i32>
    %1610 = stablehlo.dynamic_update_slice %1528, %1603, %1606, %1609 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1611 = stablehlo.slice %225 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1612 = stablehlo.multiply %1593, %1611 : tensor<8x8xf32>
    %1613 = stablehlo.reduce(%1612 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1614 = stablehlo.broadcast_in_dim %1613, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1615 = stablehlo.broadcast_in_dim %1614, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1616 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1617 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1618 = stablehlo.select %1616, %1617, %c_32 : tensor<i1>, tensor<i32>
    %1619 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1620 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1621 = stablehlo.select %1619, %1620, %c_8 : tensor<i1>, tensor<i32>
    %1622 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1623 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1624 = stablehlo.select %1622, %1623, %c_25 : tensor<i1>, tensor<i32>
    %1625 = stablehlo.dynamic_update_slice %1543, %1615, %1618, %1621, %1624 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1626 = stablehlo.slice %255 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1627 = stablehlo.dot_general %1593, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1628 = stablehlo.broadcast_in_dim %1551, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1629 = stablehlo.multiply %1628, %1558 : tensor<8x8xf32>
    %1630 = stablehlo.add %1629, %1627 : tensor<8x8xf32>
    %1631 = stablehlo.broadcast_in_dim %1626, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1632 = stablehlo.multiply %1631, %1630 : tensor<8x8xf32>
    %1633 = stablehlo.slice %254 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1634 = stablehlo.slice %278 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1635 = stablehlo.slice %1295 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1636 = stablehlo.slice %1302 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1637 = stablehlo.slice %239 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1638 = stablehlo.broadcast_in_dim %1634, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1639 = stablehlo.multiply %1637, %1638 : tensor<8x8xf32>
    %1640 = stablehlo.add %1550, %1639 : tensor<8x8xf32>
    %1641 = stablehlo.broadcast_in_dim %1633, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1642 = stablehlo.multiply %1641, %1635 : tensor<8x8xf32>
    %1643 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1644 = stablehlo.subtract %1643, %1633 : tensor<1x8xf32>
    %1645 = stablehlo.broadcast_in_dim %1644, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1646 = stablehlo.multiply %1645, %1636 : tensor<8x8xf32>
    %1647 = stablehlo.add %1642, %1646 : tensor<8x8xf32>
    %1648 = stablehlo.broadcast_in_dim %1634, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1649 = stablehlo.multiply %1647, %1648 : tensor<8x8xf32>
    %1650 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1651 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1652 = stablehlo.select %1650, %1651, %c_12 : tensor<i1>, tensor<i32>
    %1653 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1654 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1655 = stablehlo.select %1653, %1654, %c_32 : tensor<i1>, tensor<i32>
    %1656 = stablehlo.dynamic_update_slice %1574, %1649, %1652, %1655 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1657 = stablehlo.subtract %1635, %1636 : tensor<8x8xf32>
    %1658 = stablehlo.multiply %1640, %1657 : tensor<8x8xf32>
    %1659 = stablehlo.reduce(%1658 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1660 = stablehlo.broadcast_in_dim %1659, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1661 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1662 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1663 = stablehlo.select %1661, %1662, %c_7 : tensor<i1>, tensor<i32>
    %1664 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1665 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1666 = stablehlo.select %1664, %1665, %c_32 : tensor<i1>, tensor<i32>
    %1667 = stablehlo.dynamic_update_slice %1585, %1660, %1663, %1666 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1668 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1669 = stablehlo.subtract %1668, %1633 : tensor<1x8xf32>
    %1670 = stablehlo.broadcast_in_dim %1669, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1671 = stablehlo.multiply %1670, %1640 : tensor<8x8xf32>
    %1672 = stablehlo.multiply %1636, %1636 : tensor<8x8xf32>
    %1673 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1674 = stablehlo.subtract %1673, %1672 : tensor<8x8xf32>
    %1675 = stablehlo.multiply %1671, %1674 : tensor<8x8xf32>
    %1676 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1677 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1678 = stablehlo.select %1676, %1677, %c_12 : tensor<i1>, tensor<i32>
    %1679 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1680 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1681 = stablehlo.select %1679, %1680, %c_32 : tensor<i1>, tensor<i32>
    %1682 = stablehlo.dynamic_update_slice %1600, %1675, %1678, %1681 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1683 = stablehlo.slice %240 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1684 = stablehlo.broadcast_in_dim %1683, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1685 = stablehlo.multiply %1675, %1684 : tensor<8x8xf32>
    %1686 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1687 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1688 = stablehlo.select %1686, %1687, %c_12 : tensor<i1>, tensor<i32>
    %1689 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1690 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1691 = stablehlo.select %1689, %1690, %c_32 : tensor<i1>, tensor<i32>
    %1692 = stablehlo.dynamic_update_slice %1610, %1685, %1688, %1691 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1693 = stablehlo.slice %225 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1694 = stablehlo.multiply %1675, %1693 : tensor<8x8xf32>
    %1695 = stablehlo.reduce(%1694 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1696 = stablehlo.broadcast_in_dim %1695, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1697 = stablehlo.broadcast_in_dim %1696, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1698 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1699 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1700 = stablehlo.select %1698, %1699, %c_32 : tensor<i1>, tensor<i32>
    %1701 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1702 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1703 = stablehlo.select %1701, %1702, %c_7 : tensor<i1>, tensor<i32>
    %1704 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1705 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1706 = stablehlo.select %1704, %1705, %c_32 : tensor<i1>, tensor<i32>
    %1707 = stablehlo.dynamic_update_slice %1625, %1697, %1700, %1703, %1706 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1708 = stablehlo.slice %255 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1709 = stablehlo.dot_general %1675, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1710 = stablehlo.broadcast_in_dim %1633, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1711 = stablehlo.multiply %1710, %1640 : tensor<8x8xf32>
    %1712 = stablehlo.add %1711, %1709 : tensor<8x8xf32>
    %1713 = stablehlo.broadcast_in_dim %1708, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1714 = stablehlo.multiply %1713, %1712 : tensor<8x8xf32>
    %1715 = stablehlo.slice %254 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1716 = stablehlo.slice %278 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1717 = stablehlo.slice %1295 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1718 = stablehlo.slice %1302 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1719 = stablehlo.slice %239 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1720 = stablehlo.broadcast_in_dim %1716, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1721 = stablehlo.multiply %1719, %1720 : tensor<8x8xf32>
    %1722 = stablehlo.add %1632, %1721 : tensor<8x8xf32>
    %1723 = stablehlo.broadcast_in_dim %1715, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1724 = stablehlo.multiply %1723, %1717 : tensor<8x8xf32>
    %1725 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1726 = stablehlo.subtract %1725, %1715 : tensor<1x8xf32>
    %1727 = stablehlo.broadcast_in_dim %1726, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1728 = stablehlo.multiply %1727, %1718 : tensor<8x8xf32>
    %1729 = stablehlo.add %1724, %1728 : tensor<8x8xf32>
    %1730 = stablehlo.broadcast_in_dim %1716, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1731 = stablehlo.multiply %1729, %1730 : tensor<8x8xf32>
    %1732 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1733 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1734 = stablehlo.select %1732, %1733, %c_12 : tensor<i1>, tensor<i32>
    %1735 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1736 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1737 = stablehlo.select %1735, %1736, %c_25 : tensor<i1>, tensor<i32>
    %1738 = stablehlo.dynamic_update_slice %1656, %1731, %1734, %1737 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1739 = stablehlo.subtract %1717, %1718 : tensor<8x8xf32>
    %1740 = stablehlo.multiply %1722, %1739 : tensor<8x8xf32>
    %1741 = stablehlo.reduce(%1740 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1742 = stablehlo.broadcast_in_dim %1741, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1743 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1744 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1745 = stablehlo.select %1743, %1744, %c_7 : tensor<i1>, tensor<i32>
    %1746 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1747 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1748 = stablehlo.select %1746, %1747, %c_25 : tensor<i1>, tensor<i32>
    %1749 = stablehlo.dynamic_update_slice %1667, %1742, %1745, %1748 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1750 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1751 = stablehlo.subtract %1750, %1715 : tensor<1x8xf32>
    %1752 = stablehlo.broadcast_in_dim %1751, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1753 = stablehlo.multiply %1752, %1722 : tensor<8x8xf32>
    %1754 = stablehlo.multiply %1718, %1718 : tensor<8x8xf32>
    %1755 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1756 = stablehlo.subtract %1755, %1754 : tensor<8x8xf32>
    %1757 = stablehlo.multiply %1753, %1756 : tensor<8x8xf32>
    %1758 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1759 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1760 = stablehlo.select %1758, %1759, %c_12 : tensor<i1>, tensor<i32>
    %1761 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1762 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1763 = stablehlo.select %1761, %1762, %c_25 : tensor<i1>, tensor<i32>
    %1764 = stablehlo.dynamic_update_slice %1682, %1757, %1760, %1763 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1765 = stablehlo.slice %240 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1766 = stablehlo.broadcast_in_dim %1765, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1767 = stablehlo.multiply %1757, %1766 : tensor<8x8xf32>
    %1768 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1769 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1770 = stablehlo.select %1768, %1769, %c_12 : tensor<i1>, tensor<i32>
    %1771 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1772 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1773 = stablehlo.select %1771, %1772, %c_25 : tensor<i1>, tensor<i32>
    %1774 = stablehlo.dynamic_update_slice %1692, %1767, %1770, %1773 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1775 = stablehlo.slice %225 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1776 = stablehlo.multiply %1757, %1775 : tensor<8x8xf32>
    %1777 = stablehlo.reduce(%1776 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1778 = stablehlo.broadcast_in_dim %1777, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1779 = stablehlo.broadcast_in_dim %1778, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1780 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1781 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1782 = stablehlo.select %1780, %1781, %c_32 : tensor<i1>, tensor<i32>
    %1783 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1784 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1785 = stablehlo.select %1783, %1784, %c_7 : tensor<i1>, tensor<i32>
    %1786 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1787 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1788 = stablehlo.select %1786, %1787, %c_25 : tensor<i1>, tensor<i32>
    %1789 = stablehlo.dynamic_update_slice %1707, %1779, %1782, %1785, %1788 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1790 = stablehlo.slice %255 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1791 = stablehlo.dot_general %1757, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1792 = stablehlo.broadcast_in_dim %1715, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1793 = stablehlo.multiply %1792, %1722 : tensor<8x8xf32>
    %1794 = stablehlo.add %1793, %1791 : tensor<8x8xf32>
    %1795 = stablehlo.broadcast_in_dim %1790, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1796 = stablehlo.multiply %1795, %1794 : tensor<8x8xf32>
    %1797 = stablehlo.slice %254 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1798 = stablehlo.slice %278 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1799 = stablehlo.slice %1295 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1800 = stablehlo.slice %1302 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1801 = stablehlo.slice %239 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1802 = stablehlo.broadcast_in_dim %1798, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1803 = stablehlo.multiply %1801, %1802 : tensor<8x8xf32>
    %1804 = stablehlo.add %1714, %1803 : tensor<8x8xf32>
    %1805 = stablehlo.broadcast_in_dim %1797, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1806 = stablehlo.multiply %1805, %1799 : tensor<8x8xf32>
    %1807 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1808 = stablehlo.subtract %1807, %1797 : tensor<1x8xf32>
    %1809 = stablehlo.broadcast_in_dim %1808, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1810 = stablehlo.multiply %1809, %1800 : tensor<8x8xf32>
    %1811 = stablehlo.add %1806, %1810 : tensor<8x8xf32>
    %1812 = stablehlo.broadcast_in_dim %1798, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1813 = stablehlo.multiply %1811, %1812 : tensor<8x8xf32>
    %1814 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1815 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1816 = stablehlo.select %1814, %1815, %c_13 : tensor<i1>, tensor<i32>
    %1817 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1818 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1819 = stablehlo.select %1817, %1818, %c_32 : tensor<i1>, tensor<i32>
    %1820 = stablehlo.dynamic_update_slice %1738, %1813, %1816, %1819 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1821 = stablehlo.subtract %1799, %1800 : tensor<8x8xf32>
    %1822 = stablehlo.multiply %1804, %1821 : tensor<8x8xf32>
    %1823 = stablehlo.reduce(%1822 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1824 = stablehlo.broadcast_in_dim %1823, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1825 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1826 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1827 = stablehlo.select %1825, %1826, %c_6 : tensor<i1>, tensor<i32>
    %1828 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1829 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1830 = stablehlo.select %1828, %1829, %c_32 : tensor<i1>, tensor<i32>
    %1831 = stablehlo.dynamic_update_slice %1749, %1824, %1827, %1830 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1832 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1833 = stablehlo.subtract %1832, %1797 : tensor<1x8xf32>
    %1834 = stablehlo.broadcast_in_dim %1833, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1835 = stablehlo.multiply %1834, %1804 : tensor<8x8xf32>
    %1836 = stablehlo.multiply %1800, %1800 : tensor<8x8xf32>
    %1837 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1838 = stablehlo.subtract %1837, %1836 : tensor<8x8xf32>
    %1839 = stablehlo.multiply %1835, %1838 : tensor<8x8xf32>
    %1840 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1841 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1842 = stablehlo.select %1840, %1841, %c_13 : tensor<i1>, tensor<i32>
    %1843 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1844 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1845 = stablehlo.select %1843, %1844, %c_32 : tensor<i1>, tensor<i32>
    %1846 = stablehlo.dynamic_update_slice %1764, %1839, %1842, %1845 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1847 = stablehlo.slice %240 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1848 = stablehlo.broadcast_in_dim %1847, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1849 = stablehlo.multiply %1839, %1848 : tensor<8x8xf32>
    %1850 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1851 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1852 = stablehlo.select %1850, %1851, %c_13 : tensor<i1>, tensor<i32>
    %1853 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1854 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1855 = stablehlo.select %1853, %1854, %c_32 : tensor<i1>, tensor<i32>
    %1856 = stablehlo.dynamic_update_slice %1774, %1849, %1852, %1855 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1857 = stablehlo.slice %225 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1858 = stablehlo.multiply %1839, %1857 : tensor<8x8xf32>
    %1859 = stablehlo.reduce(%1858 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1860 = stablehlo.broadcast_in_dim %1859, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1861 = stablehlo.broadcast_in_dim %1860, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1862 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1863 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1864 = stablehlo.select %1862, %1863, %c_32 : tensor<i1>, tensor<i32>
    %1865 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1866 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1867 = stablehlo.select %1865, %1866, %c_6 : tensor<i1>, tensor<i32>
    %1868 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1869 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1870 = stablehlo.select %1868, %1869, %c_32 : tensor<i1>, tensor<i32>
    %1871 = stablehlo.dynamic_update_slice %1789, %1861, %1864, %1867, %1870 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1872 = stablehlo.slice %255 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1873 = stablehlo.dot_general %1839, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1874 = stablehlo.broadcast_in_dim %1797, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1875 = stablehlo.multiply %1874, %1804 : tensor<8x8xf32>
    %1876 = stablehlo.add %1875, %1873 : tensor<8x8xf32>
    %1877 = stablehlo.broadcast_in_dim %1872, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1878 = stablehlo.multiply %1877, %1876 : tensor<8x8xf32>
    %1879 = stablehlo.slice %254 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1880 = stablehlo.slice %278 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1881 = stablehlo.slice %1295 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1882 = stablehlo.slice %1302 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1883 = stablehlo.slice %239 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1884 = stablehlo.broadcast_in_dim %1880, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1885 = stablehlo.multiply %1883, %1884 : tensor<8x8xf32>
    %1886 = stablehlo.add %1796, %1885 : tensor<8x8xf32>
    %1887 = stablehlo.broadcast_in_dim %1879, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1888 = stablehlo.multiply %1887, %1881 : tensor<8x8xf32>
    %1889 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1890 = stablehlo.subtract %1889, %1879 : tensor<1x8xf32>
    %1891 = stablehlo.broadcast_in_dim %1890, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1892 = stablehlo.multiply %1891, %1882 : tensor<8x8xf32>
    %1893 = stablehlo.add %1888, %1892 : tensor<8x8xf32>
    %1894 = stablehlo.broadcast_in_dim %1880, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1895 = stablehlo.multiply %1893, %1894 : tensor<8x8xf32>
    %1896 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1897 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1898 = stablehlo.select %1896, %1897, %c_13 : tensor<i1>, tensor<i32>
    %1899 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1900 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1901 = stablehlo.select %1899, %1900, %c_25 : tensor<i1>, tensor<i32>
    %1902 = stablehlo.dynamic_update_slice %1820, %1895, %1898, %1901 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1903 = stablehlo.subtract %1881, %1882 : tensor<8x8xf32>
    %1904 = stablehlo.multiply %1886, %1903 : tensor<8x8xf32>
    %1905 = stablehlo.reduce(%1904 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1906 = stablehlo.broadcast_in_dim %1905, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1907 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1908 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1909 = stablehlo.select %1907, %1908, %c_6 : tensor<i1>, tensor<i32>
    %1910 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1911 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1912 = stablehlo.select %1910, %1911, %c_25 : tensor<i1>, tensor<i32>
    %1913 = stablehlo.dynamic_update_slice %1831, %1906, %1909, %1912 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1914 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1915 = stablehlo.subtract %1914, %1879 : tensor<1x8xf32>
    %1916 = stablehlo.broadcast_in_dim %1915, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1917 = stablehlo.multiply %1916, %1886 : tensor<8x8xf32>
    %1918 = stablehlo.multiply %1882, %1882 : tensor<8x8xf32>
    %1919 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1920 = stablehlo.subtract %1919, %1918 : tensor<8x8xf32>
    %1921 = stablehlo.multiply %1917, %1920 : tensor<8x8xf32>
    %1922 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1923 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1924 = stablehlo.select %1922, %1923, %c_13 : tensor<i1>, tensor<i32>
    %1925 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1926 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1927 = stablehlo.select %1925, %1926, %c_25 : tensor<i1>, tensor<i32>
    %1928 = stablehlo.dynamic_update_slice %1846, %1921, %1924, %1927 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1929 = stablehlo.slice %240 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1930 = stablehlo.broadcast_in_dim %1929, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1931 = stablehlo.multiply %1921, %1930 : tensor<8x8xf32>
    %1932 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1933 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1934 = stablehlo.select %1932, %1933, %c_13 : tensor<i1>, tensor<i32>
    %1935 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1936 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1937 = stablehlo.select %1935, %1936, %c_25 : tensor<i1>, tensor<i32>
    %1938 = stablehlo.dynamic_update_slice %1856, %1931, %1934, %1937 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1939 = stablehlo.slice %225 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1940 = stablehlo.multiply %1921, %1939 : tensor<8x8xf32>
    %1941 = stablehlo.reduce(%1940 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1942 = stablehlo.broadcast_in_dim %1941, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1943 = stablehlo.broadcast_in_dim %1942, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1944 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1945 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1946 = stablehlo.select %1944, %1945, %c_32 : tensor<i1>, tensor<i32>
    %1947 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1948 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1949 = stablehlo.select %1947, %1948, %c_6 : tensor<i1>, tensor<i32>
    %1950 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1951 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1952 = stablehlo.select %1950, %1951, %c_25 : tensor<i1>, tensor<i32>
    %1953 = stablehlo.dynamic_update_slice %1871, %1943, %1946, %1949, %1952 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1954 = stablehlo.slice %255 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1955 = stablehlo.dot_general %1921, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1956 = stablehlo.broadcast_in_dim %1879, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1957 = stablehlo.multiply %1956, %1886 : tensor<8x8xf32>
    %1958 = stablehlo.add %1957, %1955 : tensor<8x8xf32>
    %1959 = stablehlo.broadcast_in_dim %1954, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1960 = stablehlo.multiply %1959, %1958 : tensor<8x8xf32>
    %1961 = stablehlo.slice %254 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1962 = stablehlo.slice %278 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1963 = stablehlo.slice %1295 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1964 = stablehlo.slice %1302 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1965 = stablehlo.slice %239 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1966 = stablehlo.broadcast_in_dim %1962, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1967 = stablehlo.multiply %1965, %1966 : tensor<8x8xf32>
    %1968 = stablehlo.add %1878, %1967 : tensor<8x8xf32>
    %1969 = stablehlo.broadcast_in_dim %1961, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1970 = stablehlo.multiply %1969, %1963 : tensor<8x8xf32>
    %1971 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1972 = stablehlo.subtract %1971, %1961 : tensor<1x8xf32>
    %1973 = stablehlo.broadcast_in_dim %1972, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1974 = stablehlo.multiply %1973, %1964 : tensor<8x8xf32>
    %1975 = stablehlo.add %1970, %1974 : tensor<8x8xf32>
    %1976 = stablehlo.broadcast_in_dim %1962, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1977 = stablehlo.multiply %1975, %1976 : tensor<8x8xf32>
    %1978 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1979 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1980 = stablehlo.select %1978, %1979, %c_14 : tensor<i1>, tensor<i32>
    %1981 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1982 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1983 = stablehlo.select %1981, %1982, %c_32 : tensor<i1>, tensor<i32>
    %1984 = stablehlo.dynamic_update_slice %1902, %1977, %1980, %1983 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1985 = stablehlo.subtract %1963, %1964 : tensor<8x8xf32>
    %1986 = stablehlo.multiply %1968, %1985 : tensor<8x8xf32>
    %1987 = stablehlo.reduce(%1986 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1988 = stablehlo.broadcast_in_dim %1987, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1989 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1990 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %1991 = stablehlo.select %1989, %1990, %c_5 : tensor<i1>, tensor<i32>
    %1992 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1993 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1994 = stablehlo.select %1992, %1993, %c_32 : tensor<i1>, tensor<i32>
    %1995 = stablehlo.dynamic_update_slice %1913, %1988, %1991, %1994 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1996 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1997 = stablehlo.subtract %1996, %1961 : tensor<1x8xf32>
    %1998 = stablehlo.broadcast_in_dim %1997, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1999 = stablehlo.multiply %1998, %1968 : tensor<8x8xf32>
    %2000 = stablehlo.multiply %1964, %1964 : tensor<8x8xf32>
    %2001 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2002 = stablehlo.subtract %2001, %2000 : tensor<8x8xf32>
    %2003 = stablehlo.multiply %1999, %2002 : tensor<8x8xf32>
    %2004 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2005 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2006 = stablehlo.select %2004, %2005, %c_14 : tensor<i1>, tensor<i32>
    %2007 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2008 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2009 = stablehlo.select %2007, %2008, %c_32 : tensor<i1>, tensor<i32>
    %2010 = stablehlo.dynamic_update_slice %1928, %2003, %2006, %2009 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2011 = stablehlo.slice %240 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2012 = stablehlo.broadcast_in_dim %2011, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2013 = stablehlo.multiply %2003, %2012 : tensor<8x8xf32>
    %2014 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2015 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2016 = stablehlo.select %2014, %2015, %c_14 : tensor<i1>, tensor<i32>
    %2017 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2018 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2019 = stablehlo.select %2017, %2018, %c_32 : tensor<i1>, tensor<i32>
    %2020 = stablehlo.dynamic_update_slice %1938, %2013, %2016, %2019 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2021 = stablehlo.slice %225 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2022 = stablehlo.multiply %2003, %2021 : tensor<8x8xf32>
    %2023 = stablehlo.reduce(%2022 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2024 = stablehlo.broadcast_in_dim %2023, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2025 = stablehlo.broadcast_in_dim %2024, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2026 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2027 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2028 = stablehlo.select %2026, %2027, %c_32 : tensor<i1>, tensor<i32>
    %2029 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2030 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2031 = stablehlo.select %2029, %2030, %c_5 : tensor<i1>, tensor<i32>
    %2032 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2033 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2034 = stablehlo.select %2032, %2033, %c_32 : tensor<i1>, tensor<i32>
    %2035 = stablehlo.dynamic_update_slice %1953, %2025, %2028, %2031, %2034 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2036 = stablehlo.slice %255 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2037 = stablehlo.dot_general %2003, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2038 = stablehlo.broadcast_in_dim %1961, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2039 = stablehlo.multiply %2038, %1968 : tensor<8x8xf32>
    %2040 = stablehlo.add %2039, %2037 : tensor<8x8xf32>
    %2041 = stablehlo.broadcast_in_dim %2036, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2042 = stablehlo.multiply %2041, %2040 : tensor<8x8xf32>
    %2043 = stablehlo.slice %254 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2044 = stablehlo.slice %278 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2045 = stablehlo.slice %1295 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2046 = stablehlo.slice %1302 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2047 = stablehlo.slice %239 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2048 = stablehlo.broadcast_in_dim %2044, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2049 = stablehlo.multiply %2047, %2048 : tensor<8x8xf32>
    %2050 = stablehlo.add %1960, %2049 : tensor<8x8xf32>
    %2051 = stablehlo.broadcast_in_dim %2043, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2052 = stablehlo.multiply %2051, %2045 : tensor<8x8xf32>
    %2053 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2054 = stablehlo.subtract %2053, %2043 : tensor<1x8xf32>
    %2055 = stablehlo.broadcast_in_dim %2054, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2056 = stablehlo.multiply %2055, %2046 : tensor<8x8xf32>
    %2057 = stablehlo.add %2052, %2056 : tensor<8x8xf32>
    %2058 = stablehlo.broadcast_in_dim %2044, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2059 = stablehlo.multiply %2057, %2058 : tensor<8x8xf32>
    %2060 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2061 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2062 = stablehlo.select %2060, %2061, %c_14 : tensor<i1>, tensor<i32>
    %2063 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2064 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2065 = stablehlo.select %2063, %2064, %c_25 : tensor<i1>, tensor<i32>
    %2066 = stablehlo.dynamic_update_slice %1984, %2059, %2062, %2065 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2067 = stablehlo.subtract %2045, %2046 : tensor<8x8xf32>
    %2068 = stablehlo.multiply %2050, %2067 : tensor<8x8xf32>
    %2069 = stablehlo.reduce(%2068 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2070 = stablehlo.broadcast_in_dim %2069, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2071 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2072 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2073 = stablehlo.select %2071, %2072, %c_5 : tensor<i1>, tensor<i32>
    %2074 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2075 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2076 = stablehlo.select %2074, %2075, %c_25 : tensor<i1>, tensor<i32>
    %2077 = stablehlo.dynamic_update_slice %1995, %2070, %2073, %2076 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2078 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2079 = stablehlo.subtract %2078, %2043 : tensor<1x8xf32>
    %2080 = stablehlo.broadcast_in_dim %2079, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2081 = stablehlo.multiply %2080, %2050 : tensor<8x8xf32>
    %2082 = stablehlo.multiply %2046, %2046 : tensor<8x8xf32>
    %2083 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2084 = stablehlo.subtract %2083, %2082 : tensor<8x8xf32>
    %2085 = stablehlo.multiply %2081, %2084 : tensor<8x8xf32>
    %2086 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2087 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2088 = stablehlo.select %2086, %2087, %c_14 : tensor<i1>, tensor<i32>
    %2089 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2090 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2091 = stablehlo.select %2089, %2090, %c_25 : tensor<i1>, tensor<i32>
    %2092 = stablehlo.dynamic_update_slice %2010, %2085, %2088, %2091 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2093 = stablehlo.slice %240 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2094 = stablehlo.broadcast_in_dim %2093, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2095 = stablehlo.multiply %2085, %2094 : tensor<8x8xf32>
    %2096 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2097 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2098 = stablehlo.select %2096, %2097, %c_14 : tensor<i1>, tensor<i32>
    %2099 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2100 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2101 = stablehlo.select %2099, %2100, %c_25 : tensor<i1>, tensor<i32>
    %2102 = stablehlo.dynamic_update_slice %2020, %2095, %2098, %2101 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2103 = stablehlo.slice %225 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2104 = stablehlo.multiply %2085, %2103 : tensor<8x8xf32>
    %2105 = stablehlo.reduce(%2104 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2106 = stablehlo.broadcast_in_dim %2105, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2107 = stablehlo.broadcast_in_dim %2106, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2108 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2109 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2110 = stablehlo.select %2108, %2109, %c_32 : tensor<i1>, tensor<i32>
    %2111 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2112 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2113 = stablehlo.select %2111, %2112, %c_5 : tensor<i1>, tensor<i32>
    %2114 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2115 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2116 = stablehlo.select %2114, %2115, %c_25 : tensor<i1>, tensor<i32>
    %2117 = stablehlo.dynamic_update_slice %2035, %2107, %2110, %2113, %2116 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2118 = stablehlo.slice %255 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2119 = stablehlo.dot_general %2085, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2120 = stablehlo.broadcast_in_dim %2043, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2121 = stablehlo.multiply %2120, %2050 : tensor<8x8xf32>
    %2122 = stablehlo.add %2121, %2119 : tensor<8x8xf32>
    %2123 = stablehlo.broadcast_in_dim %2118, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2124 = stablehlo.multiply %2123, %2122 : tensor<8x8xf32>
    %2125 = stablehlo.slice %254 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2126 = stablehlo.slice %278 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2127 = stablehlo.slice %1295 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2128 = stablehlo.slice %1302 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2129 = stablehlo.slice %239 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2130 = stablehlo.broadcast_in_dim %2126, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2131 = stablehlo.multiply %2129, %2130 : tensor<8x8xf32>
    %2132 = stablehlo.add %2042, %2131 : tensor<8x8xf32>
    %2133 = stablehlo.broadcast_in_dim %2125, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2134 = stablehlo.multiply %2133, %2127 : tensor<8x8xf32>
    %2135 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2136 = stablehlo.subtract %2135, %2125 : tensor<1x8xf32>
    %2137 = stablehlo.broadcast_in_dim %2136, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2138 = stablehlo.multiply %2137, %2128 : tensor<8x8xf32>
    %2139 = stablehlo.add %2134, %2138 : tensor<8x8xf32>
    %2140 = stablehlo.broadcast_in_dim %2126, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2141 = stablehlo.multiply %2139, %2140 : tensor<8x8xf32>
    %2142 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2143 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2144 = stablehlo.select %2142, %2143, %c_15 : tensor<i1>, tensor<i32>
    %2145 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2146 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2147 = stablehlo.select %2145, %2146, %c_32 : tensor<i1>, tensor<i32>
    %2148 = stablehlo.dynamic_update_slice %2066, %2141, %2144, %2147 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2149 = stablehlo.subtract %2127, %2128 : tensor<8x8xf32>
    %2150 = stablehlo.multiply %2132, %2149 : tensor<8x8xf32>
    %2151 = stablehlo.reduce(%2150 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2152 = stablehlo.broadcast_in_dim %2151, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2153 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2154 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2155 = stablehlo.select %2153, %2154, %c_4 : tensor<i1>, tensor<i32>
    %2156 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2157 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2158 = stablehlo.select %2156, %2157, %c_32 : tensor<i1>, tensor<i32>
    %2159 = stablehlo.dynamic_update_slice %2077, %2152, %2155, %2158 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2160 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2161 = stablehlo.subtract %2160, %2125 : tensor<1x8xf32>
    %2162 = stablehlo.broadcast_in_dim %2161, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2163 = stablehlo.multiply %2162, %2132 : tensor<8x8xf32>
    %2164 = stablehlo.multiply %2128, %2128 : tensor<8x8xf32>
    %2165 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2166 = stablehlo.subtract %2165, %2164 : tensor<8x8xf32>
    %2167 = stablehlo.multiply %2163, %2166 : tensor<8x8xf32>
    %2168 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2169 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2170 = stablehlo.select %2168, %2169, %c_15 : tensor<i1>, tensor<i32>
    %2171 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2172 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2173 = stablehlo.select %2171, %2172, %c_32 : tensor<i1>, tensor<i32>
    %2174 = stablehlo.dynamic_update_slice %2092, %2167, %2170, %2173 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2175 = stablehlo.slice %240 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2176 = stablehlo.broadcast_in_dim %2175, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2177 = stablehlo.multiply %2167, %2176 : tensor<8x8xf32>
    %2178 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2179 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2180 = stablehlo.select %2178, %2179, %c_15 : tensor<i1>, tensor<i32>
    %2181 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2182 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2183 = stablehlo.select %2181, %2182, %c_32 : tensor<i1>, tensor<i32>
    %2184 = stablehlo.dynamic_update_slice %2102, %2177, %2180, %2183 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2185 = stablehlo.slice %225 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2186 = stablehlo.multiply %2167, %2185 : tensor<8x8xf32>
    %2187 = stablehlo.reduce(%2186 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2188 = stablehlo.broadcast_in_dim %2187, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2189 = stablehlo.broadcast_in_dim %2188, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2190 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2191 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2192 = stablehlo.select %2190, %2191, %c_32 : tensor<i1>, tensor<i32>
    %2193 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2194 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2195 = stablehlo.select %2193, %2194, %c_4 : tensor<i1>, tensor<i32>
    %2196 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2197 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2198 = stablehlo.select %2196, %2197, %c_32 : tensor<i1>, tensor<i32>
    %2199 = stablehlo.dynamic_update_slice %2117, %2189, %2192, %2195, %2198 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2200 = stablehlo.slice %255 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2201 = stablehlo.dot_general %2167, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2202 = stablehlo.broadcast_in_dim %2125, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2203 = stablehlo.multiply %2202, %2132 : tensor<8x8xf32>
    %2204 = stablehlo.add %2203, %2201 : tensor<8x8xf32>
    %2205 = stablehlo.broadcast_in_dim %2200, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2206 = stablehlo.multiply %2205, %2204 : tensor<8x8xf32>
    %2207 = stablehlo.slice %254 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2208 = stablehlo.slice %278 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2209 = stablehlo.slice %1295 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2210 = stablehlo.slice %1302 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2211 = stablehlo.slice %239 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2212 = stablehlo.broadcast_in_dim %2208, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2213 = stablehlo.multiply %2211, %2212 : tensor<8x8xf32>
    %2214 = stablehlo.add %2124, %2213 : tensor<8x8xf32>
    %2215 = stablehlo.broadcast_in_dim %2207, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2216 = stablehlo.multiply %2215, %2209 : tensor<8x8xf32>
    %2217 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2218 = stablehlo.subtract %2217, %2207 : tensor<1x8xf32>
    %2219 = stablehlo.broadcast_in_dim %2218, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2220 = stablehlo.multiply %2219, %2210 : tensor<8x8xf32>
    %2221 = stablehlo.add %2216, %2220 : tensor<8x8xf32>
    %2222 = stablehlo.broadcast_in_dim %2208, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2223 = stablehlo.multiply %2221, %2222 : tensor<8x8xf32>
    %2224 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2225 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2226 = stablehlo.select %2224, %2225, %c_15 : tensor<i1>, tensor<i32>
    %2227 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2228 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2229 = stablehlo.select %2227, %2228, %c_25 : tensor<i1>, tensor<i32>
    %2230 = stablehlo.dynamic_update_slice %2148, %2223, %2226, %2229 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2231 = stablehlo.subtract %2209, %2210 : tensor<8x8xf32>
    %2232 = stablehlo.multiply %2214, %2231 : tensor<8x8xf32>
    %2233 = stablehlo.reduce(%2232 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2234 = stablehlo.broadcast_in_dim %2233, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2235 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2236 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2237 = stablehlo.select %2235, %2236, %c_4 : tensor<i1>, tensor<i32>
    %2238 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2239 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2240 = stablehlo.select %2238, %2239, %c_25 : tensor<i1>, tensor<i32>
    %2241 = stablehlo.dynamic_update_slice %2159, %2234, %2237, %2240 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2242 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2243 = stablehlo.subtract %2242, %2207 : tensor<1x8xf32>
    %2244 = stablehlo.broadcast_in_dim %2243, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2245 = stablehlo.multiply %2244, %2214 : tensor<8x8xf32>
    %2246 = stablehlo.multiply %2210, %2210 : tensor<8x8xf32>
    %2247 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2248 = stablehlo.subtract %2247, %2246 : tensor<8x8xf32>
    %2249 = stablehlo.multiply %2245, %2248 : tensor<8x8xf32>
    %2250 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2251 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2252 = stablehlo.select %2250, %2251, %c_15 : tensor<i1>, tensor<i32>
    %2253 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2254 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2255 = stablehlo.select %2253, %2254, %c_25 : tensor<i1>, tensor<i32>
    %2256 = stablehlo.dynamic_update_slice %2174, %2249, %2252, %2255 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2257 = stablehlo.slice %240 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2258 = stablehlo.broadcast_in_dim %2257, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2259 = stablehlo.multiply %2249, %2258 : tensor<8x8xf32>
    %2260 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2261 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2262 = stablehlo.select %2260, %2261, %c_15 : tensor<i1>, tensor<i32>
    %2263 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2264 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2265 = stablehlo.select %2263, %2264, %c_25 : tensor<i1>, tensor<i32>
    %2266 = stablehlo.dynamic_update_slice %2184, %2259, %2262, %2265 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2267 = stablehlo.slice %225 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2268 = stablehlo.multiply %2249, %2267 : tensor<8x8xf32>
    %2269 = stablehlo.reduce(%2268 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2270 = stablehlo.broadcast_in_dim %2269, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2271 = stablehlo.broadcast_in_dim %2270, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2272 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2273 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2274 = stablehlo.select %2272, %2273, %c_32 : tensor<i1>, tensor<i32>
    %2275 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2276 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2277 = stablehlo.select %2275, %2276, %c_4 : tensor<i1>, tensor<i32>
    %2278 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2279 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2280 = stablehlo.select %2278, %2279, %c_25 : tensor<i1>, tensor<i32>
    %2281 = stablehlo.dynamic_update_slice %2199, %2271, %2274, %2277, %2280 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2282 = stablehlo.slice %255 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2283 = stablehlo.dot_general %2249, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2284 = stablehlo.broadcast_in_dim %2207, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2285 = stablehlo.multiply %2284, %2214 : tensor<8x8xf32>
    %2286 = stablehlo.add %2285, %2283 : tensor<8x8xf32>
    %2287 = stablehlo.broadcast_in_dim %2282, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2288 = stablehlo.multiply %2287, %2286 : tensor<8x8xf32>
    %2289 = stablehlo.slice %254 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2290 = stablehlo.slice %278 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2291 = stablehlo.slice %1295 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2292 = stablehlo.slice %1302 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2293 = stablehlo.slice %239 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2294 = stablehlo.broadcast_in_dim %2290, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2295 = stablehlo.multiply %2293, %2294 : tensor<8x8xf32>
    %2296 = stablehlo.add %2206, %2295 : tensor<8x8xf32>
    %2297 = stablehlo.broadcast_in_dim %2289, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2298 = stablehlo.multiply %2297, %2291 : tensor<8x8xf32>
    %2299 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2300 = stablehlo.subtract %2299, %2289 : tensor<1x8xf32>
    %2301 = stablehlo.broadcast_in_dim %2300, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2302 = stablehlo.multiply %2301, %2292 : tensor<8x8xf32>
    %2303 = stablehlo.add %2298, %2302 : tensor<8x8xf32>
    %2304 = stablehlo.broadcast_in_dim %2290, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2305 = stablehlo.multiply %2303, %2304 : tensor<8x8xf32>
    %2306 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2307 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2308 = stablehlo.select %2306, %2307, %c_16 : tensor<i1>, tensor<i32>
    %2309 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2310 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2311 = stablehlo.select %2309, %2310, %c_32 : tensor<i1>, tensor<i32>
    %2312 = stablehlo.dynamic_update_slice %2230, %2305, %2308, %2311 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2313 = stablehlo.subtract %2291, %2292 : tensor<8x8xf32>
    %2314 = stablehlo.multiply %2296, %2313 : tensor<8x8xf32>
    %2315 = stablehlo.reduce(%2314 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2316 = stablehlo.broadcast_in_dim %2315, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2317 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2318 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2319 = stablehlo.select %2317, %2318, %c_3 : tensor<i1>, tensor<i32>
    %2320 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2321 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2322 = stablehlo.select %2320, %2321, %c_32 : tensor<i1>, tensor<i32>
    %2323 = stablehlo.dynamic_update_slice %2241, %2316, %2319, %2322 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2324 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2325 = stablehlo.subtract %2324, %2289 : tensor<1x8xf32>
    %2326 = stablehlo.broadcast_in_dim %2325, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2327 = stablehlo.multiply %2326, %2296 : tensor<8x8xf32>
    %2328 = stablehlo.multiply %2292, %2292 : tensor<8x8xf32>
    %2329 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2330 = stablehlo.subtract %2329, %2328 : tensor<8x8xf32>
    %2331 = stablehlo.multiply %2327, %2330 : tensor<8x8xf32>
    %2332 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2333 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2334 = stablehlo.select %2332, %2333, %c_16 : tensor<i1>, tensor<i32>
    %2335 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2336 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2337 = stablehlo.select %2335, %2336, %c_32 : tensor<i1>, tensor<i32>
    %2338 = stablehlo.dynamic_update_slice %2256, %2331, %2334, %2337 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2339 = stablehlo.slice %240 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2340 = stablehlo.broadcast_in_dim %2339, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2341 = stablehlo.multiply %2331, %2340 : tensor<8x8xf32>
    %2342 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2343 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2344 = stablehlo.select %2342, %2343, %c_16 : tensor<i1>, tensor<i32>
    %2345 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2346 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2347 = stablehlo.select %2345, %2346, %c_32 : tensor<i1>, tensor<i32>
    %2348 = stablehlo.dynamic_update_slice %2266, %2341, %2344, %2347 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2349 = stablehlo.slice %225 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2350 = stablehlo.multiply %2331, %2349 : tensor<8x8xf32>
    %2351 = stablehlo.reduce(%2350 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2352 = stablehlo.broadcast_in_dim %2351, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2353 = stablehlo.broadcast_in_dim %2352, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2354 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2355 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2356 = stablehlo.select %2354, %2355, %c_32 : tensor<i1>, tensor<i32>
    %2357 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2358 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2359 = stablehlo.select %2357, %2358, %c_3 : tensor<i1>, tensor<i32>
    %2360 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2361 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2362 = stablehlo.select %2360, %2361, %c_32 : tensor<i1>, tensor<i32>
    %2363 = stablehlo.dynamic_update_slice %2281, %2353, %2356, %2359, %2362 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2364 = stablehlo.slice %255 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2365 = stablehlo.dot_general %2331, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2366 = stablehlo.broadcast_in_dim %2289, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2367 = stablehlo.multiply %2366, %2296 : tensor<8x8xf32>
    %2368 = stablehlo.add %2367, %2365 : tensor<8x8xf32>
    %2369 = stablehlo.broadcast_in_dim %2364, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2370 = stablehlo.multiply %2369, %2368 : tensor<8x8xf32>
    %2371 = stablehlo.slice %254 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2372 = stablehlo.slice %278 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2373 = stablehlo.slice %1295 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2374 = stablehlo.slice %1302 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2375 = stablehlo.slice %239 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2376 = stablehlo.broadcast_in_dim %2372, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2377 = stablehlo.multiply %2375, %2376 : tensor<8x8xf32>
    %2378 = stablehlo.add %2288, %2377 : tensor<8x8xf32>
    %2379 = stablehlo.broadcast_in_dim %2371, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2380 = stablehlo.multiply %2379, %2373 : tensor<8x8xf32>
    %2381 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2382 = stablehlo.subtract %2381, %2371 : tensor<1x8xf32>
    %2383 = stablehlo.broadcast_in_dim %2382, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2384 = stablehlo.multiply %2383, %2374 : tensor<8x8xf32>
    %2385 = stablehlo.add %2380, %2384 : tensor<8x8xf32>
    %2386 = stablehlo.broadcast_in_dim %2372, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2387 = stablehlo.multiply %2385, %2386 : tensor<8x8xf32>
    %2388 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2389 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2390 = stablehlo.select %2388, %2389, %c_16 : tensor<i1>, tensor<i32>
    %2391 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2392 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2393 = stablehlo.select %2391, %2392, %c_25 : tensor<i1>, tensor<i32>
    %2394 = stablehlo.dynamic_update_slice %2312, %2387, %2390, %2393 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2395 = stablehlo.subtract %2373, %2374 : tensor<8x8xf32>
    %2396 = stablehlo.multiply %2378, %2395 : tensor<8x8xf32>
    %2397 = stablehlo.reduce(%2396 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2398 = stablehlo.broadcast_in_dim %2397, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2399 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2400 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2401 = stablehlo.select %2399, %2400, %c_3 : tensor<i1>, tensor<i32>
    %2402 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2403 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2404 = stablehlo.select %2402, %2403, %c_25 : tensor<i1>, tensor<i32>
    %2405 = stablehlo.dynamic_update_slice %2323, %2398, %2401, %2404 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2406 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2407 = stablehlo.subtract %2406, %2371 : tensor<1x8xf32>
    %2408 = stablehlo.broadcast_in_dim %2407, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2409 = stablehlo.multiply %2408, %2378 : tensor<8x8xf32>
    %2410 = stablehlo.multiply %2374, %2374 : tensor<8x8xf32>
    %2411 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2412 = stablehlo.subtract %2411, %2410 : tensor<8x8xf32>
    %2413 = stablehlo.multiply %2409, %2412 : tensor<8x8xf32>
    %2414 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2415 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2416 = stablehlo.select %2414, %2415, %c_16 : tensor<i1>, tensor<i32>
    %2417 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2418 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2419 = stablehlo.select %2417, %2418, %c_25 : tensor<i1>, tensor<i32>
    %2420 = stablehlo.dynamic_update_slice %2338, %2413, %2416, %2419 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2421 = stablehlo.slice %240 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2422 = stablehlo.broadcast_in_dim %2421, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2423 = stablehlo.multiply %2413, %2422 : tensor<8x8xf32>
    %2424 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2425 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2426 = stablehlo.select %2424, %2425, %c_16 : tensor<i1>, tensor<i32>
    %2427 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2428 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2429 = stablehlo.select %2427, %2428, %c_25 : tensor<i1>, tensor<i32>
    %2430 = stablehlo.dynamic_update_slice %2348, %2423, %2426, %2429 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2431 = stablehlo.slice %225 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2432 = stablehlo.multiply %2413, %2431 : tensor<8x8xf32>
    %2433 = stablehlo.reduce(%2432 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2434 = stablehlo.broadcast_in_dim %2433, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2435 = stablehlo.broadcast_in_dim %2434, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2436 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2437 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2438 = stablehlo.select %2436, %2437, %c_32 : tensor<i1>, tensor<i32>
    %2439 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2440 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2441 = stablehlo.select %2439, %2440, %c_3 : tensor<i1>, tensor<i32>
    %2442 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2443 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2444 = stablehlo.select %2442, %2443, %c_25 : tensor<i1>, tensor<i32>
    %2445 = stablehlo.dynamic_update_slice %2363, %2435, %2438, %2441, %2444 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2446 = stablehlo.slice %255 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2447 = stablehlo.dot_general %2413, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2448 = stablehlo.broadcast_in_dim %2371, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2449 = stablehlo.multiply %2448, %2378 : tensor<8x8xf32>
    %2450 = stablehlo.add %2449, %2447 : tensor<8x8xf32>
    %2451 = stablehlo.broadcast_in_dim %2446, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2452 = stablehlo.multiply %2451, %2450 : tensor<8x8xf32>
    %2453 = stablehlo.slice %254 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2454 = stablehlo.slice %278 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2455 = stablehlo.slice %1295 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2456 = stablehlo.slice %1302 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2457 = stablehlo.slice %239 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2458 = stablehlo.broadcast_in_dim %2454, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2459 = stablehlo.multiply %2457, %2458 : tensor<8x8xf32>
    %2460 = stablehlo.add %2370, %2459 : tensor<8x8xf32>
    %2461 = stablehlo.broadcast_in_dim %2453, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2462 = stablehlo.multiply %2461, %2455 : tensor<8x8xf32>
    %2463 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2464 = stablehlo.subtract %2463, %2453 : tensor<1x8xf32>
    %2465 = stablehlo.broadcast_in_dim %2464, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2466 = stablehlo.multiply %2465, %2456 : tensor<8x8xf32>
    %2467 = stablehlo.add %2462, %2466 : tensor<8x8xf32>
    %2468 = stablehlo.broadcast_in_dim %2454, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2469 = stablehlo.multiply %2467, %2468 : tensor<8x8xf32>
    %2470 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2471 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2472 = stablehlo.select %2470, %2471, %c_26 : tensor<i1>, tensor<i32>
    %2473 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2474 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2475 = stablehlo.select %2473, %2474, %c_32 : tensor<i1>, tensor<i32>
    %2476 = stablehlo.dynamic_update_slice %2394, %2469, %2472, %2475 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2477 = stablehlo.subtract %2455, %2456 : tensor<8x8xf32>
    %2478 = stablehlo.multiply %2460, %2477 : tensor<8x8xf32>
    %2479 = stablehlo.reduce(%2478 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2480 = stablehlo.broadcast_in_dim %2479, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2481 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2482 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2483 = stablehlo.select %2481, %2482, %c_25 : tensor<i1>, tensor<i32>
    %2484 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2485 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2486 = stablehlo.select %2484, %2485, %c_32 : tensor<i1>, tensor<i32>
    %2487 = stablehlo.dynamic_update_slice %2405, %2480, %2483, %2486 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2488 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2489 = stablehlo.subtract %2488, %2453 : tensor<1x8xf32>
    %2490 = stablehlo.broadcast_in_dim %2489, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2491 = stablehlo.multiply %2490, %2460 : tensor<8x8xf32>
    %2492 = stablehlo.multiply %2456, %2456 : tensor<8x8xf32>
    %2493 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2494 = stablehlo.subtract %2493, %2492 : tensor<8x8xf32>
    %2495 = stablehlo.multiply %2491, %2494 : tensor<8x8xf32>
    %2496 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2497 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2498 = stablehlo.select %2496, %2497, %c_26 : tensor<i1>, tensor<i32>
    %2499 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2500 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2501 = stablehlo.select %2499, %2500, %c_32 : tensor<i1>, tensor<i32>
    %2502 = stablehlo.dynamic_update_slice %2420, %2495, %2498, %2501 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2503 = stablehlo.slice %240 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2504 = stablehlo.broadcast_in_dim %2503, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2505 = stablehlo.multiply %2495, %2504 : tensor<8x8xf32>
    %2506 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2507 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2508 = stablehlo.select %2506, %2507, %c_26 : tensor<i1>, tensor<i32>
    %2509 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2510 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2511 = stablehlo.select %2509, %2510, %c_32 : tensor<i1>, tensor<i32>
    %2512 = stablehlo.dynamic_update_slice %2430, %2505, %2508, %2511 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2513 = stablehlo.slice %225 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2514 = stablehlo.multiply %2495, %2513 : tensor<8x8xf32>
    %2515 = stablehlo.reduce(%2514 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2516 = stablehlo.broadcast_in_dim %2515, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2517 = stablehlo.broadcast_in_dim %2516, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2518 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2519 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2520 = stablehlo.select %2518, %2519, %c_32 : tensor<i1>, tensor<i32>
    %2521 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2522 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2523 = stablehlo.select %2521, %2522, %c_25 : tensor<i1>, tensor<i32>
    %2524 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2525 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2526 = stablehlo.select %2524, %2525, %c_32 : tensor<i1>, tensor<i32>
    %2527 = stablehlo.dynamic_update_slice %2445, %2517, %2520, %2523, %2526 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2528 = stablehlo.slice %255 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2529 = stablehlo.dot_general %2495, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2530 = stablehlo.broadcast_in_dim %2453, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2531 = stablehlo.multiply %2530, %2460 : tensor<8x8xf32>
    %2532 = stablehlo.add %2531, %2529 : tensor<8x8xf32>
    %2533 = stablehlo.broadcast_in_dim %2528, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2534 = stablehlo.multiply %2533, %2532 : tensor<8x8xf32>
    %2535 = stablehlo.slice %254 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2536 = stablehlo.slice %278 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2537 = stablehlo.slice %1295 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2538 = stablehlo.slice %1302 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2539 = stablehlo.slice %239 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2540 = stablehlo.broadcast_in_dim %2536, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2541 = stablehlo.multiply %2539, %2540 : tensor<8x8xf32>
    %2542 = stablehlo.add %2452, %2541 : tensor<8x8xf32>
    %2543 = stablehlo.broadcast_in_dim %2535, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2544 = stablehlo.multiply %2543, %2537 : tensor<8x8xf32>
    %2545 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2546 = stablehlo.subtract %2545, %2535 : tensor<1x8xf32>
    %2547 = stablehlo.broadcast_in_dim %2546, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2548 = stablehlo.multiply %2547, %2538 : tensor<8x8xf32>
    %2549 = stablehlo.add %2544, %2548 : tensor<8x8xf32>
    %2550 = stablehlo.broadcast_in_dim %2536, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2551 = stablehlo.multiply %2549, %2550 : tensor<8x8xf32>
    %2552 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2553 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2554 = stablehlo.select %2552, %2553, %c_26 : tensor<i1>, tensor<i32>
    %2555 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2556 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2557 = stablehlo.select %2555, %2556, %c_25 : tensor<i1>, tensor<i32>
    %2558 = stablehlo.dynamic_update_slice %2476, %2551, %2554, %2557 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2559 = stablehlo.subtract %2537, %2538 : tensor<8x8xf32>
    %2560 = stablehlo.multiply %2542, %2559 : tensor<8x8xf32>
    %2561 = stablehlo.reduce(%2560 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2562 = stablehlo.broadcast_in_dim %2561, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2563 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2564 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2565 = stablehlo.select %2563, %2564, %c_25 : tensor<i1>, tensor<i32>
    %2566 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2567 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2568 = stablehlo.select %2566, %2567, %c_25 : tensor<i1>, tensor<i32>
    %2569 = stablehlo.dynamic_update_slice %2487, %2562, %2565, %2568 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2570 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2571 = stablehlo.subtract %2570, %2535 : tensor<1x8xf32>
    %2572 = stablehlo.broadcast_in_dim %2571, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2573 = stablehlo.multiply %2572, %2542 : tensor<8x8xf32>
    %2574 = stablehlo.multiply %2538, %2538 : tensor<8x8xf32>
    %2575 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2576 = stablehlo.subtract %2575, %2574 : tensor<8x8xf32>
    %2577 = stablehlo.multiply %2573, %2576 : tensor<8x8xf32>
    %2578 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2579 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2580 = stablehlo.select %2578, %2579, %c_26 : tensor<i1>, tensor<i32>
    %2581 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2582 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2583 = stablehlo.select %2581, %2582, %c_25 : tensor<i1>, tensor<i32>
    %2584 = stablehlo.dynamic_update_slice %2502, %2577, %2580, %2583 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2585 = stablehlo.slice %240 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2586 = stablehlo.broadcast_in_dim %2585, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2587 = stablehlo.multiply %2577, %2586 : tensor<8x8xf32>
    %2588 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2589 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2590 = stablehlo.select %2588, %2589, %c_26 : tensor<i1>, tensor<i32>
    %2591 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2592 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2593 = stablehlo.select %2591, %2592, %c_25 : tensor<i1>, tensor<i32>
    %2594 = stablehlo.dynamic_update_slice %2512, %2587, %2590, %2593 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2595 = stablehlo.slice %225 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2596 = stablehlo.multiply %2577, %2595 : tensor<8x8xf32>
    %2597 = stablehlo.reduce(%2596 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2598 = stablehlo.broadcast_in_dim %2597, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2599 = stablehlo.broadcast_in_dim %2598, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2600 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2601 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2602 = stablehlo.select %2600, %2601, %c_32 : tensor<i1>, tensor<i32>
    %2603 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2604 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2605 = stablehlo.select %2603, %2604, %c_25 : tensor<i1>, tensor<i32>
    %2606 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2607 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2608 = stablehlo.select %2606, %2607, %c_25 : tensor<i1>, tensor<i32>
    %2609 = stablehlo.dynamic_update_slice %2527, %2599, %2602, %2605, %2608 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2610 = stablehlo.slice %255 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2611 = stablehlo.dot_general %2577, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2612 = stablehlo.broadcast_in_dim %2535, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2613 = stablehlo.multiply %2612, %2542 : tensor<8x8xf32>
    %2614 = stablehlo.add %2613, %2611 : tensor<8x8xf32>
    %2615 = stablehlo.broadcast_in_dim %2610, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2616 = stablehlo.multiply %2615, %2614 : tensor<8x8xf32>
    %2617 = stablehlo.slice %254 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2618 = stablehlo.slice %278 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2619 = stablehlo.slice %1295 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2620 = stablehlo.slice %1302 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2621 = stablehlo.slice %239 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2622 = stablehlo.broadcast_in_dim %2618, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2623 = stablehlo.multiply %2621, %2622 : tensor<8x8xf32>
    %2624 = stablehlo.add %2534, %2623 : tensor<8x8xf32>
    %2625 = stablehlo.broadcast_in_dim %2617, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2626 = stablehlo.multiply %2625, %2619 : tensor<8x8xf32>
    %2627 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2628 = stablehlo.subtract %2627, %2617 : tensor<1x8xf32>
    %2629 = stablehlo.broadcast_in_dim %2628, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2630 = stablehlo.multiply %2629, %2620 : tensor<8x8xf32>
    %2631 = stablehlo.add %2626, %2630 : tensor<8x8xf32>
    %2632 = stablehlo.broadcast_in_dim %2618, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2633 = stablehlo.multiply %2631, %2632 : tensor<8x8xf32>
    %2634 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2635 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2636 = stablehlo.select %2634, %2635, %c_17 : tensor<i1>, tensor<i32>
    %2637 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2638 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2639 = stablehlo.select %2637, %2638, %c_32 : tensor<i1>, tensor<i32>
    %2640 = stablehlo.dynamic_update_slice %2558, %2633, %2636, %2639 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2641 = stablehlo.subtract %2619, %2620 : tensor<8x8xf32>
    %2642 = stablehlo.multiply %2624, %2641 : tensor<8x8xf32>
    %2643 = stablehlo.reduce(%2642 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2644 = stablehlo.broadcast_in_dim %2643, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2645 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2646 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2647 = stablehlo.select %2645, %2646, %c_2 : tensor<i1>, tensor<i32>
    %2648 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2649 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2650 = stablehlo.select %2648, %2649, %c_32 : tensor<i1>, tensor<i32>
    %2651 = stablehlo.dynamic_update_slice %2569, %2644, %2647, %2650 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2652 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2653 = stablehlo.subtract %2652, %2617 : tensor<1x8xf32>
    %2654 = stablehlo.broadcast_in_dim %2653, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2655 = stablehlo.multiply %2654, %2624 : tensor<8x8xf32>
    %2656 = stablehlo.multiply %2620, %2620 : tensor<8x8xf32>
    %2657 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2658 = stablehlo.subtract %2657, %2656 : tensor<8x8xf32>
    %2659 = stablehlo.multiply %2655, %2658 : tensor<8x8xf32>
    %2660 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2661 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2662 = stablehlo.select %2660, %2661, %c_17 : tensor<i1>, tensor<i32>
    %2663 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2664 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2665 = stablehlo.select %2663, %2664, %c_32 : tensor<i1>, tensor<i32>
    %2666 = stablehlo.dynamic_update_slice %2584, %2659, %2662, %2665 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2667 = stablehlo.slice %240 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2668 = stablehlo.broadcast_in_dim %2667, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2669 = stablehlo.multiply %2659, %2668 : tensor<8x8xf32>
    %2670 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2671 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2672 = stablehlo.select %2670, %2671, %c_17 : tensor<i1>, tensor<i32>
    %2673 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2674 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2675 = stablehlo.select %2673, %2674, %c_32 : tensor<i1>, tensor<i32>
    %2676 = stablehlo.dynamic_update_slice %2594, %2669, %2672, %2675 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2677 = stablehlo.slice %225 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2678 = stablehlo.multiply %2659, %2677 : tensor<8x8xf32>
    %2679 = stablehlo.reduce(%2678 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2680 = stablehlo.broadcast_in_dim %2679, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2681 = stablehlo.broadcast_in_dim %2680, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2682 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2683 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2684 = stablehlo.select %2682, %2683, %c_32 : tensor<i1>, tensor<i32>
    %2685 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2686 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2687 = stablehlo.select %2685, %2686, %c_2 : tensor<i1>, tensor<i32>
    %2688 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2689 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2690 = stablehlo.select %2688, %2689, %c_32 : tensor<i1>, tensor<i32>
    %2691 = stablehlo.dynamic_update_slice %2609, %2681, %2684, %2687, %2690 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2692 = stablehlo.slice %255 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2693 = stablehlo.dot_general %2659, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2694 = stablehlo.broadcast_in_dim %2617, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2695 = stablehlo.multiply %2694, %2624 : tensor<8x8xf32>
    %2696 = stablehlo.add %2695, %2693 : tensor<8x8xf32>
    %2697 = stablehlo.broadcast_in_dim %2692, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2698 = stablehlo.multiply %2697, %2696 : tensor<8x8xf32>
    %2699 = stablehlo.slice %254 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2700 = stablehlo.slice %278 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2701 = stablehlo.slice %1295 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2702 = stablehlo.slice %1302 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2703 = stablehlo.slice %239 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2704 = stablehlo.broadcast_in_dim %2700, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2705 = stablehlo.multiply %2703, %2704 : tensor<8x8xf32>
    %2706 = stablehlo.add %2616, %2705 : tensor<8x8xf32>
    %2707 = stablehlo.broadcast_in_dim %2699, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2708 = stablehlo.multiply %2707, %2701 : tensor<8x8xf32>
    %2709 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2710 = stablehlo.subtract %2709, %2699 : tensor<1x8xf32>
    %2711 = stablehlo.broadcast_in_dim %2710, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2712 = stablehlo.multiply %2711, %2702 : tensor<8x8xf32>
    %2713 = stablehlo.add %2708, %2712 : tensor<8x8xf32>
    %2714 = stablehlo.broadcast_in_dim %2700, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2715 = stablehlo.multiply %2713, %2714 : tensor<8x8xf32>
    %2716 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2717 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2718 = stablehlo.select %2716, %2717, %c_17 : tensor<i1>, tensor<i32>
    %2719 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2720 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2721 = stablehlo.select %2719, %2720, %c_25 : tensor<i1>, tensor<i32>
    %2722 = stablehlo.dynamic_update_slice %2640, %2715, %2718, %2721 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2723 = stablehlo.subtract %2701, %2702 : tensor<8x8xf32>
    %2724 = stablehlo.multiply %2706, %2723 : tensor<8x8xf32>
    %2725 = stablehlo.reduce(%2724 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2726 = stablehlo.broadcast_in_dim %2725, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2727 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2728 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2729 = stablehlo.select %2727, %2728, %c_2 : tensor<i1>, tensor<i32>
    %2730 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2731 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2732 = stablehlo.select %2730, %2731, %c_25 : tensor<i1>, tensor<i32>
    %2733 = stablehlo.dynamic_update_slice %2651, %2726, %2729, %2732 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2734 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2735 = stablehlo.subtract %2734, %2699 : tensor<1x8xf32>
    %2736 = stablehlo.broadcast_in_dim %2735, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2737 = stablehlo.multiply %2736, %2706 : tensor<8x8xf32>
    %2738 = stablehlo.multiply %2702, %2702 : tensor<8x8xf32>
    %2739 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2740 = stablehlo.subtract %2739, %2738 : tensor<8x8xf32>
    %2741 = stablehlo.multiply %2737, %2740 : tensor<8x8xf32>
    %2742 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2743 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2744 = stablehlo.select %2742, %2743, %c_17 : tensor<i1>, tensor<i32>
    %2745 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2746 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2747 = stablehlo.select %2745, %2746, %c_25 : tensor<i1>, tensor<i32>
    %2748 = stablehlo.dynamic_update_slice %2666, %2741, %2744, %2747 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2749 = stablehlo.slice %240 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2750 = stablehlo.broadcast_in_dim %2749, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2751 = stablehlo.multiply %2741, %2750 : tensor<8x8xf32>
    %2752 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2753 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2754 = stablehlo.select %2752, %2753, %c_17 : tensor<i1>, tensor<i32>
    %2755 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2756 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2757 = stablehlo.select %2755, %2756, %c_25 : tensor<i1>, tensor<i32>
    %2758 = stablehlo.dynamic_update_slice %2676, %2751, %2754, %2757 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2759 = stablehlo.slice %225 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2760 = stablehlo.multiply %2741, %2759 : tensor<8x8xf32>
    %2761 = stablehlo.reduce(%2760 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2762 = stablehlo.broadcast_in_dim %2761, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2763 = stablehlo.broadcast_in_dim %2762, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2764 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2765 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2766 = stablehlo.select %2764, %2765, %c_32 : tensor<i1>, tensor<i32>
    %2767 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2768 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2769 = stablehlo.select %2767, %2768, %c_2 : tensor<i1>, tensor<i32>
    %2770 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2771 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2772 = stablehlo.select %2770, %2771, %c_25 : tensor<i1>, tensor<i32>
    %2773 = stablehlo.dynamic_update_slice %2691, %2763, %2766, %2769, %2772 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2774 = stablehlo.slice %255 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2775 = stablehlo.dot_general %2741, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2776 = stablehlo.broadcast_in_dim %2699, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2777 = stablehlo.multiply %2776, %2706 : tensor<8x8xf32>
    %2778 = stablehlo.add %2777, %2775 : tensor<8x8xf32>
    %2779 = stablehlo.broadcast_in_dim %2774, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2780 = stablehlo.multiply %2779, %2778 : tensor<8x8xf32>
    %2781 = stablehlo.slice %254 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2782 = stablehlo.slice %278 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2783 = stablehlo.slice %1295 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2784 = stablehlo.slice %1302 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2785 = stablehlo.slice %239 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2786 = stablehlo.broadcast_in_dim %2782, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2787 = stablehlo.multiply %2785, %2786 : tensor<8x8xf32>
    %2788 = stablehlo.add %2698, %2787 : tensor<8x8xf32>
    %2789 = stablehlo.broadcast_in_dim %2781, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2790 = stablehlo.multiply %2789, %2783 : tensor<8x8xf32>
    %2791 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2792 = stablehlo.subtract %2791, %2781 : tensor<1x8xf32>
    %2793 = stablehlo.broadcast_in_dim %2792, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2794 = stablehlo.multiply %2793, %2784 : tensor<8x8xf32>
    %2795 = stablehlo.add %2790, %2794 : tensor<8x8xf32>
    %2796 = stablehlo.broadcast_in_dim %2782, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2797 = stablehlo.multiply %2795, %2796 : tensor<8x8xf32>
    %2798 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2799 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2800 = stablehlo.select %2798, %2799, %c_18 : tensor<i1>, tensor<i32>
    %2801 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2802 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2803 = stablehlo.select %2801, %2802, %c_32 : tensor<i1>, tensor<i32>
    %2804 = stablehlo.dynamic_update_slice %2722, %2797, %2800, %2803 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2805 = stablehlo.subtract %2783, %2784 : tensor<8x8xf32>
    %2806 = stablehlo.multiply %2788, %2805 : tensor<8x8xf32>
    %2807 = stablehlo.reduce(%2806 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2808 = stablehlo.broadcast_in_dim %2807, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2809 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2810 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2811 = stablehlo.select %2809, %2810, %c_1 : tensor<i1>, tensor<i32>
    %2812 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2813 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2814 = stablehlo.select %2812, %2813, %c_32 : tensor<i1>, tensor<i32>
    %2815 = stablehlo.dynamic_update_slice %2733, %2808, %2811, %2814 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2816 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2817 = stablehlo.subtract %2816, %2781 : tensor<1x8xf32>
    %2818 = stablehlo.broadcast_in_dim %2817, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2819 = stablehlo.multiply %2818, %2788 : tensor<8x8xf32>
    %2820 = stablehlo.multiply %2784, %2784 : tensor<8x8xf32>
    %2821 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2822 = stablehlo.subtract %2821, %2820 : tensor<8x8xf32>
    %2823 = stablehlo.multiply %2819, %2822 : tensor<8x8xf32>
    %2824 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2825 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2826 = stablehlo.select %2824, %2825, %c_18 : tensor<i1>, tensor<i32>
    %2827 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2828 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2829 = stablehlo.select %2827, %2828, %c_32 : tensor<i1>, tensor<i32>
    %2830 = stablehlo.dynamic_update_slice %2748, %2823, %2826, %2829 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2831 = stablehlo.slice %240 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2832 = stablehlo.broadcast_in_dim %2831, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2833 = stablehlo.multiply %2823, %2832 : tensor<8x8xf32>
    %2834 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2835 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2836 = stablehlo.select %2834, %2835, %c_18 : tensor<i1>, tensor<i32>
    %2837 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2838 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2839 = stablehlo.select %2837, %2838, %c_32 : tensor<i1>, tensor<i32>
    %2840 = stablehlo.dynamic_update_slice %2758, %2833, %2836, %2839 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2841 = stablehlo.slice %225 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2842 = stablehlo.multiply %2823, %2841 : tensor<8x8xf32>
    %2843 = stablehlo.reduce(%2842 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2844 = stablehlo.broadcast_in_dim %2843, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2845 = stablehlo.broadcast_in_dim %2844, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2846 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2847 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2848 = stablehlo.select %2846, %2847, %c_32 : tensor<i1>, tensor<i32>
    %2849 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2850 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2851 = stablehlo.select %2849, %2850, %c_1 : tensor<i1>, tensor<i32>
    %2852 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2853 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2854 = stablehlo.select %2852, %2853, %c_32 : tensor<i1>, tensor<i32>
    %2855 = stablehlo.dynamic_update_slice %2773, %2845, %2848, %2851, %2854 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2856 = stablehlo.slice %255 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2857 = stablehlo.dot_general %2823, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2858 = stablehlo.broadcast_in_dim %2781, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2859 = stablehlo.multiply %2858, %2788 : tensor<8x8xf32>
    %2860 = stablehlo.add %2859, %2857 : tensor<8x8xf32>
    %2861 = stablehlo.broadcast_in_dim %2856, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2862 = stablehlo.multiply %2861, %2860 : tensor<8x8xf32>
    %2863 = stablehlo.slice %254 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2864 = stablehlo.slice %278 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2865 = stablehlo.slice %1295 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2866 = stablehlo.slice %1302 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2867 = stablehlo.slice %239 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2868 = stablehlo.broadcast_in_dim %2864, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2869 = stablehlo.multiply %2867, %2868 : tensor<8x8xf32>
    %2870 = stablehlo.add %2780, %2869 : tensor<8x8xf32>
    %2871 = stablehlo.broadcast_in_dim %2863, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2872 = stablehlo.multiply %2871, %2865 : tensor<8x8xf32>
    %2873 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2874 = stablehlo.subtract %2873, %2863 : tensor<1x8xf32>
    %2875 = stablehlo.broadcast_in_dim %2874, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2876 = stablehlo.multiply %2875, %2866 : tensor<8x8xf32>
    %2877 = stablehlo.add %2872, %2876 : tensor<8x8xf32>
    %2878 = stablehlo.broadcast_in_dim %2864, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2879 = stablehlo.multiply %2877, %2878 : tensor<8x8xf32>
    %2880 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2881 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2882 = stablehlo.select %2880, %2881, %c_18 : tensor<i1>, tensor<i32>
    %2883 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2884 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2885 = stablehlo.select %2883, %2884, %c_25 : tensor<i1>, tensor<i32>
    %2886 = stablehlo.dynamic_update_slice %2804, %2879, %2882, %2885 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2887 = stablehlo.subtract %2865, %2866 : tensor<8x8xf32>
    %2888 = stablehlo.multiply %2870, %2887 : tensor<8x8xf32>
    %2889 = stablehlo.reduce(%2888 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2890 = stablehlo.broadcast_in_dim %2889, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2891 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2892 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2893 = stablehlo.select %2891, %2892, %c_1 : tensor<i1>, tensor<i32>
    %2894 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2895 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2896 = stablehlo.select %2894, %2895, %c_25 : tensor<i1>, tensor<i32>
    %2897 = stablehlo.dynamic_update_slice %2815, %2890, %2893, %2896 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2898 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2899 = stablehlo.subtract %2898, %2863 : tensor<1x8xf32>
    %2900 = stablehlo.broadcast_in_dim %2899, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2901 = stablehlo.multiply %2900, %2870 : tensor<8x8xf32>
    %2902 = stablehlo.multiply %2866, %2866 : tensor<8x8xf32>
    %2903 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2904 = stablehlo.subtract %2903, %2902 : tensor<8x8xf32>
    %2905 = stablehlo.multiply %2901, %2904 : tensor<8x8xf32>
    %2906 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2907 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2908 = stablehlo.select %2906, %2907, %c_18 : tensor<i1>, tensor<i32>
    %2909 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2910 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2911 = stablehlo.select %2909, %2910, %c_25 : tensor<i1>, tensor<i32>
    %2912 = stablehlo.dynamic_update_slice %2830, %2905, %2908, %2911 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2913 = stablehlo.slice %240 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2914 = stablehlo.broadcast_in_dim %2913, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2915 = stablehlo.multiply %2905, %2914 : tensor<8x8xf32>
    %2916 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2917 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2918 = stablehlo.select %2916, %2917, %c_18 : tensor<i1>, tensor<i32>
    %2919 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2920 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2921 = stablehlo.select %2919, %2920, %c_25 : tensor<i1>, tensor<i32>
    %2922 = stablehlo.dynamic_update_slice %2840, %2915, %2918, %2921 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2923 = stablehlo.slice %225 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2924 = stablehlo.multiply %2905, %2923 : tensor<8x8xf32>
    %2925 = stablehlo.reduce(%2924 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2926 = stablehlo.broadcast_in_dim %2925, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2927 = stablehlo.broadcast_in_dim %2926, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2928 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2929 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2930 = stablehlo.select %2928, %2929, %c_32 : tensor<i1>, tensor<i32>
    %2931 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2932 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2933 = stablehlo.select %2931, %2932, %c_1 : tensor<i1>, tensor<i32>
    %2934 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2935 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2936 = stablehlo.select %2934, %2935, %c_25 : tensor<i1>, tensor<i32>
    %2937 = stablehlo.dynamic_update_slice %2855, %2927, %2930, %2933, %2936 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2938 = stablehlo.slice %255 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2939 = stablehlo.dot_general %2905, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2940 = stablehlo.broadcast_in_dim %2863, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2941 = stablehlo.multiply %2940, %2870 : tensor<8x8xf32>
    %2942 = stablehlo.add %2941, %2939 : tensor<8x8xf32>
    %2943 = stablehlo.broadcast_in_dim %2938, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2944 = stablehlo.multiply %2943, %2942 : tensor<8x8xf32>
    %2945 = stablehlo.slice %254 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2946 = stablehlo.slice %278 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2947 = stablehlo.slice %1295 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2948 = stablehlo.slice %1302 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2949 = stablehlo.slice %239 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2950 = stablehlo.broadcast_in_dim %2946, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2951 = stablehlo.multiply %2949, %2950 : tensor<8x8xf32>
    %2952 = stablehlo.add %2862, %2951 : tensor<8x8xf32>
    %2953 = stablehlo.broadcast_in_dim %2945, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2954 = stablehlo.multiply %2953, %2947 : tensor<8x8xf32>
    %2955 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2956 = stablehlo.subtract %2955, %2945 : tensor<1x8xf32>
    %2957 = stablehlo.broadcast_in_dim %2956, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2958 = stablehlo.multiply %2957, %2948 : tensor<8x8xf32>
    %2959 = stablehlo.add %2954, %2958 : tensor<8x8xf32>
    %2960 = stablehlo.broadcast_in_dim %2946, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2961 = stablehlo.multiply %2959, %2960 : tensor<8x8xf32>
    %2962 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2963 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %2964 = stablehlo.select %2962, %2963, %c_19 : tensor<i1>, tensor<i32>
    %2965 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2966 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2967 = stablehlo.select %2965, %2966, %c_32 : tensor<i1>, tensor<i32>
    %2968 = stablehlo.dynamic_update_slice %2886, %2961, %2964, %2967 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2969 = stablehlo.subtract %2947, %2948 : tensor<8x8xf32>
    %2970 = stablehlo.multiply %2952, %2969 : tensor<8x8xf32>
    %2971 = stablehlo.reduce(%2970 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2972 = stablehlo.broadcast_in_dim %2971, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2973 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2974 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %2975 = stablehlo.select %2973, %2974, %c_0 : tensor<i1>, tensor<i32>
    %2976 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2977 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2978 = stablehlo.select %2976, %2977, %c_32 : tensor<i1>, tensor<i32>
    %2979 = stablehlo.dynamic_update_slice %2897, %2972, %2975, %2978 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2980 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2981 = stablehlo.subtract %2980, %2945 : tensor<1x8xf32>
    %2982 = stablehlo.broadcast_in_dim %2981, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2983 = stablehlo.multiply %2982, %2952 : tensor<8x8xf32>
    %2984 = stablehlo.multiply %2948, %2948 : tensor<8x8xf32>
    %2985 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2986 = stablehlo.subtract %2985, %2984 : tensor<8x8xf32>
    %2987 = stablehlo.multiply %2983, %2986 : tensor<8x8xf32>
    %2988 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2989 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %2990 = stablehlo.select %2988, %2989, %c_19 : tensor<i1>, tensor<i32>
    %2991 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2992 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2993 = stablehlo.select %2991, %2992, %c_32 : tensor<i1>, tensor<i32>
    %2994 = stablehlo.dynamic_update_slice %2912, %2987, %2990, %2993 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2995 = stablehlo.slice %240 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2996 = stablehlo.broadcast_in_dim %2995, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2997 = stablehlo.multiply %2987, %2996 : tensor<8x8xf32>
    %2998 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2999 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3000 = stablehlo.select %2998, %2999, %c_19 : tensor<i1>, tensor<i32>
    %3001 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3002 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3003 = stablehlo.select %3001, %3002, %c_32 : tensor<i1>, tensor<i32>
    %3004 = stablehlo.dynamic_update_slice %2922, %2997, %3000, %3003 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3005 = stablehlo.slice %225 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3006 = stablehlo.multiply %2987, %3005 : tensor<8x8xf32>
    %3007 = stablehlo.reduce(%3006 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3008 = stablehlo.broadcast_in_dim %3007, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3009 = stablehlo.broadcast_in_dim %3008, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3010 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3011 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3012 = stablehlo.select %3010, %3011, %c_32 : tensor<i1>, tensor<i32>
    %3013 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3014 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3015 = stablehlo.select %3013, %3014, %c_0 : tensor<i1>, tensor<i32>
    %3016 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3017 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3018 = stablehlo.select %3016, %3017, %c_32 : tensor<i1>, tensor<i32>
    %3019 = stablehlo.dynamic_update_slice %2937, %3009, %3012, %3015, %3018 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3020 = stablehlo.slice %255 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3021 = stablehlo.dot_general %2987, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3022 = stablehlo.broadcast_in_dim %2945, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3023 = stablehlo.multiply %3022, %2952 : tensor<8x8xf32>
    %3024 = stablehlo.add %3023, %3021 : tensor<8x8xf32>
    %3025 = stablehlo.broadcast_in_dim %3020, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3026 = stablehlo.multiply %3025, %3024 : tensor<8x8xf32>
    %3027 = stablehlo.slice %254 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3028 = stablehlo.slice %278 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3029 = stablehlo.slice %1295 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3030 = stablehlo.slice %1302 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3031 = stablehlo.slice %239 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3032 = stablehlo.broadcast_in_dim %3028, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3033 = stablehlo.multiply %3031, %3032 : tensor<8x8xf32>
    %3034 = stablehlo.add %2944, %3033 : tensor<8x8xf32>
    %3035 = stablehlo.broadcast_in_dim %3027, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3036 = stablehlo.multiply %3035, %3029 : tensor<8x8xf32>
    %3037 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3038 = stablehlo.subtract %3037, %3027 : tensor<1x8xf32>
    %3039 = stablehlo.broadcast_in_dim %3038, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3040 = stablehlo.multiply %3039, %3030 : tensor<8x8xf32>
    %3041 = stablehlo.add %3036, %3040 : tensor<8x8xf32>
    %3042 = stablehlo.broadcast_in_dim %3028, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3043 = stablehlo.multiply %3041, %3042 : tensor<8x8xf32>
    %3044 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3045 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3046 = stablehlo.select %3044, %3045, %c_19 : tensor<i1>, tensor<i32>
    %3047 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3048 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3049 = stablehlo.select %3047, %3048, %c_25 : tensor<i1>, tensor<i32>
    %3050 = stablehlo.dynamic_update_slice %2968, %3043, %3046, %3049 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3051 = stablehlo.subtract %3029, %3030 : tensor<8x8xf32>
    %3052 = stablehlo.multiply %3034, %3051 : tensor<8x8xf32>
    %3053 = stablehlo.reduce(%3052 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3054 = stablehlo.broadcast_in_dim %3053, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3055 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3056 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3057 = stablehlo.select %3055, %3056, %c_0 : tensor<i1>, tensor<i32>
    %3058 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3059 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3060 = stablehlo.select %3058, %3059, %c_25 : tensor<i1>, tensor<i32>
    %3061 = stablehlo.dynamic_update_slice %2979, %3054, %3057, %3060 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3062 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3063 = stablehlo.subtract %3062, %3027 : tensor<1x8xf32>
    %3064 = stablehlo.broadcast_in_dim %3063, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3065 = stablehlo.multiply %3064, %3034 : tensor<8x8xf32>
    %3066 = stablehlo.multiply %3030, %3030 : tensor<8x8xf32>
    %3067 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3068 = stablehlo.subtract %3067, %3066 : tensor<8x8xf32>
    %3069 = stablehlo.multiply %3065, %3068 : tensor<8x8xf32>
    %3070 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3071 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3072 = stablehlo.select %3070, %3071, %c_19 : tensor<i1>, tensor<i32>
    %3073 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3074 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3075 = stablehlo.select %3073, %3074, %c_25 : tensor<i1>, tensor<i32>
    %3076 = stablehlo.dynamic_update_slice %2994, %3069, %3072, %3075 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3077 = stablehlo.slice %240 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3078 = stablehlo.broadcast_in_dim %3077, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3079 = stablehlo.multiply %3069, %3078 : tensor<8x8xf32>
    %3080 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3081 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3082 = stablehlo.select %3080, %3081, %c_19 : tensor<i1>, tensor<i32>
    %3083 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3084 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3085 = stablehlo.select %3083, %3084, %c_25 : tensor<i1>, tensor<i32>
    %3086 = stablehlo.dynamic_update_slice %3004, %3079, %3082, %3085 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3087 = stablehlo.slice %225 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3088 = stablehlo.multiply %3069, %3087 : tensor<8x8xf32>
    %3089 = stablehlo.reduce(%3088 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3090 = stablehlo.broadcast_in_dim %3089, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3091 = stablehlo.broadcast_in_dim %3090, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3092 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3093 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3094 = stablehlo.select %3092, %3093, %c_32 : tensor<i1>, tensor<i32>
    %3095 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3096 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3097 = stablehlo.select %3095, %3096, %c_0 : tensor<i1>, tensor<i32>
    %3098 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3099 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3100 = stablehlo.select %3098, %3099, %c_25 : tensor<i1>, tensor<i32>
    %3101 = stablehlo.dynamic_update_slice %3019, %3091, %3094, %3097, %3100 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3102 = stablehlo.slice %255 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3103 = stablehlo.dot_general %3069, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3104 = stablehlo.broadcast_in_dim %3027, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3105 = stablehlo.multiply %3104, %3034 : tensor<8x8xf32>
    %3106 = stablehlo.add %3105, %3103 : tensor<8x8xf32>
    %3107 = stablehlo.broadcast_in_dim %3102, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3108 = stablehlo.multiply %3107, %3106 : tensor<8x8xf32>
    %3109 = stablehlo.slice %254 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3110 = stablehlo.slice %278 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3111 = stablehlo.slice %1295 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3112 = stablehlo.slice %1302 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3113 = stablehlo.slice %239 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3114 = stablehlo.broadcast_in_dim %3110, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3115 = stablehlo.multiply %3113, %3114 : tensor<8x8xf32>
    %3116 = stablehlo.add %3026, %3115 : tensor<8x8xf32>
    %3117 = stablehlo.broadcast_in_dim %3109, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3118 = stablehlo.multiply %3117, %3111 : tensor<8x8xf32>
    %3119 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3120 = stablehlo.subtract %3119, %3109 : tensor<1x8xf32>
    %3121 = stablehlo.broadcast_in_dim %3120, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3122 = stablehlo.multiply %3121, %3112 : tensor<8x8xf32>
    %3123 = stablehlo.add %3118, %3122 : tensor<8x8xf32>
    %3124 = stablehlo.broadcast_in_dim %3110, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3125 = stablehlo.multiply %3123, %3124 : tensor<8x8xf32>
    %3126 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3127 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3128 = stablehlo.select %3126, %3127, %c_20 : tensor<i1>, tensor<i32>
    %3129 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3130 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3131 = stablehlo.select %3129, %3130, %c_32 : tensor<i1>, tensor<i32>
    %3132 = stablehlo.dynamic_update_slice %3050, %3125, %3128, %3131 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3133 = stablehlo.subtract %3111, %3112 : tensor<8x8xf32>
    %3134 = stablehlo.multiply %3116, %3133 : tensor<8x8xf32>
    %3135 = stablehlo.reduce(%3134 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3136 = stablehlo.broadcast_in_dim %3135, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3137 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3138 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3139 = stablehlo.select %3137, %3138, %c_29 : tensor<i1>, tensor<i32>
    %3140 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3141 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3142 = stablehlo.select %3140, %3141, %c_32 : tensor<i1>, tensor<i32>
    %3143 = stablehlo.dynamic_update_slice %3061, %3136, %3139, %3142 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3144 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3145 = stablehlo.subtract %3144, %3109 : tensor<1x8xf32>
    %3146 = stablehlo.broadcast_in_dim %3145, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3147 = stablehlo.multiply %3146, %3116 : tensor<8x8xf32>
    %3148 = stablehlo.multiply %3112, %3112 : tensor<8x8xf32>
    %3149 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3150 = stablehlo.subtract %3149, %3148 : tensor<8x8xf32>
    %3151 = stablehlo.multiply %3147, %3150 : tensor<8x8xf32>
    %3152 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3153 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3154 = stablehlo.select %3152, %3153, %c_20 : tensor<i1>, tensor<i32>
    %3155 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3156 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3157 = stablehlo.select %3155, %3156, %c_32 : tensor<i1>, tensor<i32>
    %3158 = stablehlo.dynamic_update_slice %3076, %3151, %3154, %3157 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3159 = stablehlo.slice %240 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3160 = stablehlo.broadcast_in_dim %3159, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3161 = stablehlo.multiply %3151, %3160 : tensor<8x8xf32>
    %3162 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3163 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3164 = stablehlo.select %3162, %3163, %c_20 : tensor<i1>, tensor<i32>
    %3165 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3166 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3167 = stablehlo.select %3165, %3166, %c_32 : tensor<i1>, tensor<i32>
    %3168 = stablehlo.dynamic_update_slice %3086, %3161, %3164, %3167 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3169 = stablehlo.slice %225 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3170 = stablehlo.multiply %3151, %3169 : tensor<8x8xf32>
    %3171 = stablehlo.reduce(%3170 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3172 = stablehlo.broadcast_in_dim %3171, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3173 = stablehlo.broadcast_in_dim %3172, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3174 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3175 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3176 = stablehlo.select %3174, %3175, %c_32 : tensor<i1>, tensor<i32>
    %3177 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3178 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3179 = stablehlo.select %3177, %3178, %c_29 : tensor<i1>, tensor<i32>
    %3180 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3181 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3182 = stablehlo.select %3180, %3181, %c_32 : tensor<i1>, tensor<i32>
    %3183 = stablehlo.dynamic_update_slice %3101, %3173, %3176, %3179, %3182 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3184 = stablehlo.slice %255 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3185 = stablehlo.dot_general %3151, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3186 = stablehlo.broadcast_in_dim %3109, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3187 = stablehlo.multiply %3186, %3116 : tensor<8x8xf32>
    %3188 = stablehlo.add %3187, %3185 : tensor<8x8xf32>
    %3189 = stablehlo.broadcast_in_dim %3184, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3190 = stablehlo.multiply %3189, %3188 : tensor<8x8xf32>
    %3191 = stablehlo.slice %254 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3192 = stablehlo.slice %278 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3193 = stablehlo.slice %1295 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3194 = stablehlo.slice %1302 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3195 = stablehlo.slice %239 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3196 = stablehlo.broadcast_in_dim %3192, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3197 = stablehlo.multiply %3195, %3196 : tensor<8x8xf32>
    %3198 = stablehlo.add %3108, %3197 : tensor<8x8xf32>
    %3199 = stablehlo.broadcast_in_dim %3191, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3200 = stablehlo.multiply %3199, %3193 : tensor<8x8xf32>
    %3201 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3202 = stablehlo.subtract %3201, %3191 : tensor<1x8xf32>
    %3203 = stablehlo.broadcast_in_dim %3202, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3204 = stablehlo.multiply %3203, %3194 : tensor<8x8xf32>
    %3205 = stablehlo.add %3200, %3204 : tensor<8x8xf32>
    %3206 = stablehlo.broadcast_in_dim %3192, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3207 = stablehlo.multiply %3205, %3206 : tensor<8x8xf32>
    %3208 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3209 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3210 = stablehlo.select %3208, %3209, %c_20 : tensor<i1>, tensor<i32>
    %3211 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3212 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3213 = stablehlo.select %3211, %3212, %c_25 : tensor<i1>, tensor<i32>
    %3214 = stablehlo.dynamic_update_slice %3132, %3207, %3210, %3213 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3215 = stablehlo.subtract %3193, %3194 : tensor<8x8xf32>
    %3216 = stablehlo.multiply %3198, %3215 : tensor<8x8xf32>
    %3217 = stablehlo.reduce(%3216 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3218 = stablehlo.broadcast_in_dim %3217, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3219 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3220 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3221 = stablehlo.select %3219, %3220, %c_29 : tensor<i1>, tensor<i32>
    %3222 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3223 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3224 = stablehlo.select %3222, %3223, %c_25 : tensor<i1>, tensor<i32>
    %3225 = stablehlo.dynamic_update_slice %3143, %3218, %3221, %3224 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3226 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3227 = stablehlo.subtract %3226, %3191 : tensor<1x8xf32>
    %3228 = stablehlo.broadcast_in_dim %3227, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3229 = stablehlo.multiply %3228, %3198 : tensor<8x8xf32>
    %3230 = stablehlo.multiply %3194, %3194 : tensor<8x8xf32>
    %3231 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3232 = stablehlo.subtract %3231, %3230 : tensor<8x8xf32>
    %3233 = stablehlo.multiply %3229, %3232 : tensor<8x8xf32>
    %3234 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3235 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3236 = stablehlo.select %3234, %3235, %c_20 : tensor<i1>, tensor<i32>
    %3237 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3238 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3239 = stablehlo.select %3237, %3238, %c_25 : tensor<i1>, tensor<i32>
    %3240 = stablehlo.dynamic_update_slice %3158, %3233, %3236, %3239 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3241 = stablehlo.slice %240 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3242 = stablehlo.broadcast_in_dim %3241, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3243 = stablehlo.multiply %3233, %3242 : tensor<8x8xf32>
    %3244 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3245 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3246 = stablehlo.select %3244, %3245, %c_20 : tensor<i1>, tensor<i32>
    %3247 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3248 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3249 = stablehlo.select %3247, %3248, %c_25 : tensor<i1>, tensor<i32>
    %3250 = stablehlo.dynamic_update_slice %3168, %3243, %3246, %3249 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3251 = stablehlo.slice %225 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3252 = stablehlo.multiply %3233, %3251 : tensor<8x8xf32>
    %3253 = stablehlo.reduce(%3252 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3254 = stablehlo.broadcast_in_dim %3253, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3255 = stablehlo.broadcast_in_dim %3254, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3256 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3257 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3258 = stablehlo.select %3256, %3257, %c_32 : tensor<i1>, tensor<i32>
    %3259 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3260 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3261 = stablehlo.select %3259, %3260, %c_29 : tensor<i1>, tensor<i32>
    %3262 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3263 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3264 = stablehlo.select %3262, %3263, %c_25 : tensor<i1>, tensor<i32>
    %3265 = stablehlo.dynamic_update_slice %3183, %3255, %3258, %3261, %3264 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3266 = stablehlo.slice %255 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3267 = stablehlo.dot_general %3233, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3268 = stablehlo.broadcast_in_dim %3191, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3269 = stablehlo.multiply %3268, %3198 : tensor<8x8xf32>
    %3270 = stablehlo.add %3269, %3267 : tensor<8x8xf32>
    %3271 = stablehlo.broadcast_in_dim %3266, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3272 = stablehlo.multiply %3271, %3270 : tensor<8x8xf32>
    %3273 = stablehlo.slice %254 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3274 = stablehlo.slice %278 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3275 = stablehlo.slice %1295 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3276 = stablehlo.slice %1302 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3277 = stablehlo.slice %239 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3278 = stablehlo.broadcast_in_dim %3274, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3279 = stablehlo.multiply %3277, %3278 : tensor<8x8xf32>
    %3280 = stablehlo.add %3190, %3279 : tensor<8x8xf32>
    %3281 = stablehlo.broadcast_in_dim %3273, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3282 = stablehlo.multiply %3281, %3275 : tensor<8x8xf32>
    %3283 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3284 = stablehlo.subtract %3283, %3273 : tensor<1x8xf32>
    %3285 = stablehlo.broadcast_in_dim %3284, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3286 = stablehlo.multiply %3285, %3276 : tensor<8x8xf32>
    %3287 = stablehlo.add %3282, %3286 : tensor<8x8xf32>
    %3288 = stablehlo.broadcast_in_dim %3274, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3289 = stablehlo.multiply %3287, %3288 : tensor<8x8xf32>
    %3290 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3291 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3292 = stablehlo.select %3290, %3291, %c_21 : tensor<i1>, tensor<i32>
    %3293 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3294 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3295 = stablehlo.select %3293, %3294, %c_32 : tensor<i1>, tensor<i32>
    %3296 = stablehlo.dynamic_update_slice %3214, %3289, %3292, %3295 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3297 = stablehlo.subtract %3275, %3276 : tensor<8x8xf32>
    %3298 = stablehlo.multiply %3280, %3297 : tensor<8x8xf32>
    %3299 = stablehlo.reduce(%3298 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3300 = stablehlo.broadcast_in_dim %3299, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3301 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3302 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3303 = stablehlo.select %3301, %3302, %c_28 : tensor<i1>, tensor<i32>
    %3304 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3305 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3306 = stablehlo.select %3304, %3305, %c_32 : tensor<i1>, tensor<i32>
    %3307 = stablehlo.dynamic_update_slice %3225, %3300, %3303, %3306 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3308 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3309 = stablehlo.subtract %3308, %3273 : tensor<1x8xf32>
    %3310 = stablehlo.broadcast_in_dim %3309, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3311 = stablehlo.multiply %3310, %3280 : tensor<8x8xf32>
    %3312 = stablehlo.multiply %3276, %3276 : tensor<8x8xf32>
    %3313 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3314 = stablehlo.subtract %3313, %3312 : tensor<8x8xf32>
    %3315 = stablehlo.multiply %3311, %3314 : tensor<8x8xf32>
    %3316 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3317 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3318 = stablehlo.select %3316, %3317, %c_21 : tensor<i1>, tensor<i32>
    %3319 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3320 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3321 = stablehlo.select %3319, %3320, %c_32 : tensor<i1>, tensor<i32>
    %3322 = stablehlo.dynamic_update_slice %3240, %3315, %3318, %3321 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3323 = stablehlo.slice %240 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3324 = stablehlo.broadcast_in_dim %3323, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3325 = stablehlo.multiply %3315, %3324 : tensor<8x8xf32>
    %3326 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3327 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3328 = stablehlo.select %3326, %3327, %c_21 : tensor<i1>, tensor<i32>
    %3329 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3330 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3331 = stablehlo.select %3329, %3330, %c_32 : tensor<i1>, tensor<i32>
    %3332 = stablehlo.dynamic_update_slice %3250, %3325, %3328, %3331 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3333 = stablehlo.slice %225 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3334 = stablehlo.multiply %3315, %3333 : tensor<8x8xf32>
    %3335 = stablehlo.reduce(%3334 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3336 = stablehlo.broadcast_in_dim %3335, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3337 = stablehlo.broadcast_in_dim %3336, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3338 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3339 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3340 = stablehlo.select %3338, %3339, %c_32 : tensor<i1>, tensor<i32>
    %3341 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3342 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3343 = stablehlo.select %3341, %3342, %c_28 : tensor<i1>, tensor<i32>
    %3344 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3345 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3346 = stablehlo.select %3344, %3345, %c_32 : tensor<i1>, tensor<i32>
    %3347 = stablehlo.dynamic_update_slice %3265, %3337, %3340, %3343, %3346 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3348 = stablehlo.slice %255 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3349 = stablehlo.dot_general %3315, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3350 = stablehlo.broadcast_in_dim %3273, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3351 = stablehlo.multiply %3350, %3280 : tensor<8x8xf32>
    %3352 = stablehlo.add %3351, %3349 : tensor<8x8xf32>
    %3353 = stablehlo.broadcast_in_dim %3348, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3354 = stablehlo.multiply %3353, %3352 : tensor<8x8xf32>
    %3355 = stablehlo.slice %254 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3356 = stablehlo.slice %278 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3357 = stablehlo.slice %1295 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3358 = stablehlo.slice %1302 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3359 = stablehlo.slice %239 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3360 = stablehlo.broadcast_in_dim %3356, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3361 = stablehlo.multiply %3359, %3360 : tensor<8x8xf32>
    %3362 = stablehlo.add %3272, %3361 : tensor<8x8xf32>
    %3363 = stablehlo.broadcast_in_dim %3355, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3364 = stablehlo.multiply %3363, %3357 : tensor<8x8xf32>
    %3365 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3366 = stablehlo.subtract %3365, %3355 : tensor<1x8xf32>
    %3367 = stablehlo.broadcast_in_dim %3366, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3368 = stablehlo.multiply %3367, %3358 : tensor<8x8xf32>
    %3369 = stablehlo.add %3364, %3368 : tensor<8x8xf32>
    %3370 = stablehlo.broadcast_in_dim %3356, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3371 = stablehlo.multiply %3369, %3370 : tensor<8x8xf32>
    %3372 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3373 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3374 = stablehlo.select %3372, %3373, %c_21 : tensor<i1>, tensor<i32>
    %3375 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3376 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3377 = stablehlo.select %3375, %3376, %c_25 : tensor<i1>, tensor<i32>
    %3378 = stablehlo.dynamic_update_slice %3296, %3371, %3374, %3377 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3379 = stablehlo.subtract %3357, %3358 : tensor<8x8xf32>
    %3380 = stablehlo.multiply %3362, %3379 : tensor<8x8xf32>
    %3381 = stablehlo.reduce(%3380 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3382 = stablehlo.broadcast_in_dim %3381, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3383 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3384 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3385 = stablehlo.select %3383, %3384, %c_28 : tensor<i1>, tensor<i32>
    %3386 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3387 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3388 = stablehlo.select %3386, %3387, %c_25 : tensor<i1>, tensor<i32>
    %3389 = stablehlo.dynamic_update_slice %3307, %3382, %3385, %3388 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3390 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3391 = stablehlo.subtract %3390, %3355 : tensor<1x8xf32>
    %3392 = stablehlo.broadcast_in_dim %3391, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3393 = stablehlo.multiply %3392, %3362 : tensor<8x8xf32>
    %3394 = stablehlo.multiply %3358, %3358 : tensor<8x8xf32>
    %3395 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3396 = stablehlo.subtract %3395, %3394 : tensor<8x8xf32>
    %3397 = stablehlo.multiply %3393, %3396 : tensor<8x8xf32>
    %3398 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3399 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3400 = stablehlo.select %3398, %3399, %c_21 : tensor<i1>, tensor<i32>
    %3401 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3402 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3403 = stablehlo.select %3401, %3402, %c_25 : tensor<i1>, tensor<i32>
    %3404 = stablehlo.dynamic_update_slice %3322, %3397, %3400, %3403 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3405 = stablehlo.slice %240 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3406 = stablehlo.broadcast_in_dim %3405, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3407 = stablehlo.multiply %3397, %3406 : tensor<8x8xf32>
    %3408 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3409 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3410 = stablehlo.select %3408, %3409, %c_21 : tensor<i1>, tensor<i32>
    %3411 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3412 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3413 = stablehlo.select %3411, %3412, %c_25 : tensor<i1>, tensor<i32>
    %3414 = stablehlo.dynamic_update_slice %3332, %3407, %3410, %3413 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3415 = stablehlo.slice %225 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3416 = stablehlo.multiply %3397, %3415 : tensor<8x8xf32>
    %3417 = stablehlo.reduce(%3416 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3418 = stablehlo.broadcast_in_dim %3417, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3419 = stablehlo.broadcast_in_dim %3418, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3420 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3421 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3422 = stablehlo.select %3420, %3421, %c_32 : tensor<i1>, tensor<i32>
    %3423 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3424 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3425 = stablehlo.select %3423, %3424, %c_28 : tensor<i1>, tensor<i32>
    %3426 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3427 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3428 = stablehlo.select %3426, %3427, %c_25 : tensor<i1>, tensor<i32>
    %3429 = stablehlo.dynamic_update_slice %3347, %3419, %3422, %3425, %3428 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3430 = stablehlo.slice %255 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3431 = stablehlo.dot_general %3397, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3432 = stablehlo.broadcast_in_dim %3355, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3433 = stablehlo.multiply %3432, %3362 : tensor<8x8xf32>
    %3434 = stablehlo.add %3433, %3431 : tensor<8x8xf32>
    %3435 = stablehlo.broadcast_in_dim %3430, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3436 = stablehlo.multiply %3435, %3434 : tensor<8x8xf32>
    %3437 = stablehlo.slice %254 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3438 = stablehlo.slice %278 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3439 = stablehlo.slice %1295 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3440 = stablehlo.slice %1302 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3441 = stablehlo.slice %239 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3442 = stablehlo.broadcast_in_dim %3438, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3443 = stablehlo.multiply %3441, %3442 : tensor<8x8xf32>
    %3444 = stablehlo.add %3354, %3443 : tensor<8x8xf32>
    %3445 = stablehlo.broadcast_in_dim %3437, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3446 = stablehlo.multiply %3445, %3439 : tensor<8x8xf32>
    %3447 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3448 = stablehlo.subtract %3447, %3437 : tensor<1x8xf32>
    %3449 = stablehlo.broadcast_in_dim %3448, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3450 = stablehlo.multiply %3449, %3440 : tensor<8x8xf32>
    %3451 = stablehlo.add %3446, %3450 : tensor<8x8xf32>
    %3452 = stablehlo.broadcast_in_dim %3438, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3453 = stablehlo.multiply %3451, %3452 : tensor<8x8xf32>
    %3454 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3455 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3456 = stablehlo.select %3454, %3455, %c_27 : tensor<i1>, tensor<i32>
    %3457 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3458 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3459 = stablehlo.select %3457, %3458, %c_32 : tensor<i1>, tensor<i32>
    %3460 = stablehlo.dynamic_update_slice %3378, %3453, %3456, %3459 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3461 = stablehlo.subtract %3439, %3440 : tensor<8x8xf32>
    %3462 = stablehlo.multiply %3444, %3461 : tensor<8x8xf32>
    %3463 = stablehlo.reduce(%3462 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3464 = stablehlo.broadcast_in_dim %3463, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3465 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3466 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3467 = stablehlo.select %3465, %3466, %c_24 : tensor<i1>, tensor<i32>
    %3468 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3469 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3470 = stablehlo.select %3468, %3469, %c_32 : tensor<i1>, tensor<i32>
    %3471 = stablehlo.dynamic_update_slice %3389, %3464, %3467, %3470 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3472 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3473 = stablehlo.subtract %3472, %3437 : tensor<1x8xf32>
    %3474 = stablehlo.broadcast_in_dim %3473, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3475 = stablehlo.multiply %3474, %3444 : tensor<8x8xf32>
    %3476 = stablehlo.multiply %3440, %3440 : tensor<8x8xf32>
    %3477 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3478 = stablehlo.subtract %3477, %3476 : tensor<8x8xf32>
    %3479 = stablehlo.multiply %3475, %3478 : tensor<8x8xf32>
    %3480 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3481 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3482 = stablehlo.select %3480, %3481, %c_27 : tensor<i1>, tensor<i32>
    %3483 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3484 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3485 = stablehlo.select %3483, %3484, %c_32 : tensor<i1>, tensor<i32>
    %3486 = stablehlo.dynamic_update_slice %3404, %3479, %3482, %3485 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3487 = stablehlo.slice %240 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3488 = stablehlo.broadcast_in_dim %3487, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3489 = stablehlo.multiply %3479, %3488 : tensor<8x8xf32>
    %3490 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3491 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3492 = stablehlo.select %3490, %3491, %c_27 : tensor<i1>, tensor<i32>
    %3493 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3494 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3495 = stablehlo.select %3493, %3494, %c_32 : tensor<i1>, tensor<i32>
    %3496 = stablehlo.dynamic_update_slice %3414, %3489, %3492, %3495 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3497 = stablehlo.slice %225 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3498 = stablehlo.multiply %3479, %3497 : tensor<8x8xf32>
    %3499 = stablehlo.reduce(%3498 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3500 = stablehlo.broadcast_in_dim %3499, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3501 = stablehlo.broadcast_in_dim %3500, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3502 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3503 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3504 = stablehlo.select %3502, %3503, %c_32 : tensor<i1>, tensor<i32>
    %3505 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3506 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3507 = stablehlo.select %3505, %3506, %c_24 : tensor<i1>, tensor<i32>
    %3508 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3509 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3510 = stablehlo.select %3508, %3509, %c_32 : tensor<i1>, tensor<i32>
    %3511 = stablehlo.dynamic_update_slice %3429, %3501, %3504, %3507, %3510 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3512 = stablehlo.slice %255 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3513 = stablehlo.dot_general %3479, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3514 = stablehlo.broadcast_in_dim %3437, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3515 = stablehlo.multiply %3514, %3444 : tensor<8x8xf32>
    %3516 = stablehlo.add %3515, %3513 : tensor<8x8xf32>
    %3517 = stablehlo.broadcast_in_dim %3512, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3518 = stablehlo.multiply %3517, %3516 : tensor<8x8xf32>
    %3519 = stablehlo.slice %254 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3520 = stablehlo.slice %278 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3521 = stablehlo.slice %1295 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3522 = stablehlo.slice %1302 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3523 = stablehlo.slice %239 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3524 = stablehlo.broadcast_in_dim %3520, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3525 = stablehlo.multiply %3523, %3524 : tensor<8x8xf32>
    %3526 = stablehlo.add %3436, %3525 : tensor<8x8xf32>
    %3527 = stablehlo.broadcast_in_dim %3519, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3528 = stablehlo.multiply %3527, %3521 : tensor<8x8xf32>
    %3529 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3530 = stablehlo.subtract %3529, %3519 : tensor<1x8xf32>
    %3531 = stablehlo.broadcast_in_dim %3530, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3532 = stablehlo.multiply %3531, %3522 : tensor<8x8xf32>
    %3533 = stablehlo.add %3528, %3532 : tensor<8x8xf32>
    %3534 = stablehlo.broadcast_in_dim %3520, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3535 = stablehlo.multiply %3533, %3534 : tensor<8x8xf32>
    %3536 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3537 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3538 = stablehlo.select %3536, %3537, %c_27 : tensor<i1>, tensor<i32>
    %3539 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3540 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3541 = stablehlo.select %3539, %3540, %c_25 : tensor<i1>, tensor<i32>
    %3542 = stablehlo.dynamic_update_slice %3460, %3535, %3538, %3541 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3543 = stablehlo.subtract %3521, %3522 : tensor<8x8xf32>
    %3544 = stablehlo.multiply %3526, %3543 : tensor<8x8xf32>
    %3545 = stablehlo.reduce(%3544 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3546 = stablehlo.broadcast_in_dim %3545, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3547 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3548 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3549 = stablehlo.select %3547, %3548, %c_24 : tensor<i1>, tensor<i32>
    %3550 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3551 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3552 = stablehlo.select %3550, %3551, %c_25 : tensor<i1>, tensor<i32>
    %3553 = stablehlo.dynamic_update_slice %3471, %3546, %3549, %3552 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3554 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3555 = stablehlo.subtract %3554, %3519 : tensor<1x8xf32>
    %3556 = stablehlo.broadcast_in_dim %3555, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3557 = stablehlo.multiply %3556, %3526 : tensor<8x8xf32>
    %3558 = stablehlo.multiply %3522, %3522 : tensor<8x8xf32>
    %3559 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3560 = stablehlo.subtract %3559, %3558 : tensor<8x8xf32>
    %3561 = stablehlo.multiply %3557, %3560 : tensor<8x8xf32>
    %3562 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3563 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3564 = stablehlo.select %3562, %3563, %c_27 : tensor<i1>, tensor<i32>
    %3565 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3566 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3567 = stablehlo.select %3565, %3566, %c_25 : tensor<i1>, tensor<i32>
    %3568 = stablehlo.dynamic_update_slice %3486, %3561, %3564, %3567 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3569 = stablehlo.slice %240 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3570 = stablehlo.broadcast_in_dim %3569, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3571 = stablehlo.multiply %3561, %3570 : tensor<8x8xf32>
    %3572 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3573 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3574 = stablehlo.select %3572, %3573, %c_27 : tensor<i1>, tensor<i32>
    %3575 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3576 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3577 = stablehlo.select %3575, %3576, %c_25 : tensor<i1>, tensor<i32>
    %3578 = stablehlo.dynamic_update_slice %3496, %3571, %3574, %3577 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3579 = stablehlo.slice %225 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3580 = stablehlo.multiply %3561, %3579 : tensor<8x8xf32>
    %3581 = stablehlo.reduce(%3580 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3582 = stablehlo.broadcast_in_dim %3581, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3583 = stablehlo.broadcast_in_dim %3582, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3584 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3585 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3586 = stablehlo.select %3584, %3585, %c_32 : tensor<i1>, tensor<i32>
    %3587 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3588 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3589 = stablehlo.select %3587, %3588, %c_24 : tensor<i1>, tensor<i32>
    %3590 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3591 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3592 = stablehlo.select %3590, %3591, %c_25 : tensor<i1>, tensor<i32>
    %3593 = stablehlo.dynamic_update_slice %3511, %3583, %3586, %3589, %3592 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3594 = stablehlo.slice %255 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3595 = stablehlo.dot_general %3561, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3596 = stablehlo.broadcast_in_dim %3519, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3597 = stablehlo.multiply %3596, %3526 : tensor<8x8xf32>
    %3598 = stablehlo.add %3597, %3595 : tensor<8x8xf32>
    %3599 = stablehlo.broadcast_in_dim %3594, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3600 = stablehlo.multiply %3599, %3598 : tensor<8x8xf32>
    %3601 = stablehlo.slice %254 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3602 = stablehlo.slice %278 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3603 = stablehlo.slice %1295 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3604 = stablehlo.slice %1302 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3605 = stablehlo.slice %239 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3606 = stablehlo.broadcast_in_dim %3602, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3607 = stablehlo.multiply %3605, %3606 : tensor<8x8xf32>
    %3608 = stablehlo.add %3518, %3607 : tensor<8x8xf32>
    %3609 = stablehlo.broadcast_in_dim %3601, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3610 = stablehlo.multiply %3609, %3603 : tensor<8x8xf32>
    %3611 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3612 = stablehlo.subtract %3611, %3601 : tensor<1x8xf32>
    %3613 = stablehlo.broadcast_in_dim %3612, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3614 = stablehlo.multiply %3613, %3604 : tensor<8x8xf32>
    %3615 = stablehlo.add %3610, %3614 : tensor<8x8xf32>
    %3616 = stablehlo.broadcast_in_dim %3602, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3617 = stablehlo.multiply %3615, %3616 : tensor<8x8xf32>
    %3618 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3619 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3620 = stablehlo.select %3618, %3619, %c_25 : tensor<i1>, tensor<i32>
    %3621 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3622 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3623 = stablehlo.select %3621, %3622, %c_32 : tensor<i1>, tensor<i32>
    %3624 = stablehlo.dynamic_update_slice %3542, %3617, %3620, %3623 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3625 = stablehlo.subtract %3603, %3604 : tensor<8x8xf32>
    %3626 = stablehlo.multiply %3608, %3625 : tensor<8x8xf32>
    %3627 = stablehlo.reduce(%3626 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3628 = stablehlo.broadcast_in_dim %3627, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3629 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3630 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3631 = stablehlo.select %3629, %3630, %c_30 : tensor<i1>, tensor<i32>
    %3632 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3633 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3634 = stablehlo.select %3632, %3633, %c_32 : tensor<i1>, tensor<i32>
    %3635 = stablehlo.dynamic_update_slice %3553, %3628, %3631, %3634 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3636 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3637 = stablehlo.subtract %3636, %3601 : tensor<1x8xf32>
    %3638 = stablehlo.broadcast_in_dim %3637, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3639 = stablehlo.multiply %3638, %3608 : tensor<8x8xf32>
    %3640 = stablehlo.multiply %3604, %3604 : tensor<8x8xf32>
    %3641 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3642 = stablehlo.subtract %3641, %3640 : tensor<8x8xf32>
    %3643 = stablehlo.multiply %3639, %3642 : tensor<8x8xf32>
    %3644 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3645 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3646 = stablehlo.select %3644, %3645, %c_25 : tensor<i1>, tensor<i32>
    %3647 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3648 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3649 = stablehlo.select %3647, %3648, %c_32 : tensor<i1>, tensor<i32>
    %3650 = stablehlo.dynamic_update_slice %3568, %3643, %3646, %3649 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3651 = stablehlo.slice %240 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3652 = stablehlo.broadcast_in_dim %3651, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3653 = stablehlo.multiply %3643, %3652 : tensor<8x8xf32>
    %3654 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3655 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3656 = stablehlo.select %3654, %3655, %c_25 : tensor<i1>, tensor<i32>
    %3657 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3658 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3659 = stablehlo.select %3657, %3658, %c_32 : tensor<i1>, tensor<i32>
    %3660 = stablehlo.dynamic_update_slice %3578, %3653, %3656, %3659 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3661 = stablehlo.slice %225 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3662 = stablehlo.multiply %3643, %3661 : tensor<8x8xf32>
    %3663 = stablehlo.reduce(%3662 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3664 = stablehlo.broadcast_in_dim %3663, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3665 = stablehlo.broadcast_in_dim %3664, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3666 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3667 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3668 = stablehlo.select %3666, %3667, %c_32 : tensor<i1>, tensor<i32>
    %3669 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3670 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3671 = stablehlo.select %3669, %3670, %c_30 : tensor<i1>, tensor<i32>
    %3672 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3673 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3674 = stablehlo.select %3672, %3673, %c_32 : tensor<i1>, tensor<i32>
    %3675 = stablehlo.dynamic_update_slice %3593, %3665, %3668, %3671, %3674 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3676 = stablehlo.slice %255 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3677 = stablehlo.dot_general %3643, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3678 = stablehlo.broadcast_in_dim %3601, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3679 = stablehlo.multiply %3678, %3608 : tensor<8x8xf32>
    %3680 = stablehlo.add %3679, %3677 : tensor<8x8xf32>
    %3681 = stablehlo.broadcast_in_dim %3676, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3682 = stablehlo.multiply %3681, %3680 : tensor<8x8xf32>
    %3683 = stablehlo.slice %254 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3684 = stablehlo.slice %278 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3685 = stablehlo.slice %1295 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3686 = stablehlo.slice %1302 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3687 = stablehlo.slice %239 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3688 = stablehlo.broadcast_in_dim %3684, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3689 = stablehlo.multiply %3687, %3688 : tensor<8x8xf32>
    %3690 = stablehlo.add %3600, %3689 : tensor<8x8xf32>
    %3691 = stablehlo.broadcast_in_dim %3683, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3692 = stablehlo.multiply %3691, %3685 : tensor<8x8xf32>
    %3693 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3694 = stablehlo.subtract %3693, %3683 : tensor<1x8xf32>
    %3695 = stablehlo.broadcast_in_dim %3694, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3696 = stablehlo.multiply %3695, %3686 : tensor<8x8xf32>
    %3697 = stablehlo.add %3692, %3696 : tensor<8x8xf32>
    %3698 = stablehlo.broadcast_in_dim %3684, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3699 = stablehlo.multiply %3697, %3698 : tensor<8x8xf32>
    %3700 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3701 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3702 = stablehlo.select %3700, %3701, %c_25 : tensor<i1>, tensor<i32>
    %3703 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3704 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3705 = stablehlo.select %3703, %3704, %c_25 : tensor<i1>, tensor<i32>
    %3706 = stablehlo.dynamic_update_slice %3624, %3699, %3702, %3705 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3707 = stablehlo.subtract %3685, %3686 : tensor<8x8xf32>
    %3708 = stablehlo.multiply %3690, %3707 : tensor<8x8xf32>
    %3709 = stablehlo.reduce(%3708 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3710 = stablehlo.broadcast_in_dim %3709, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3711 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3712 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3713 = stablehlo.select %3711, %3712, %c_30 : tensor<i1>, tensor<i32>
    %3714 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3715 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3716 = stablehlo.select %3714, %3715, %c_25 : tensor<i1>, tensor<i32>
    %3717 = stablehlo.dynamic_update_slice %3635, %3710, %3713, %3716 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3718 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3719 = stablehlo.subtract %3718, %3683 : tensor<1x8xf32>
    %3720 = stablehlo.broadcast_in_dim %3719, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3721 = stablehlo.multiply %3720, %3690 : tensor<8x8xf32>
    %3722 = stablehlo.multiply %3686, %3686 : tensor<8x8xf32>
    %3723 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3724 = stablehlo.subtract %3723, %3722 : tensor<8x8xf32>
    %3725 = stablehlo.multiply %3721, %3724 : tensor<8x8xf32>
    %3726 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3727 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3728 = stablehlo.select %3726, %3727, %c_25 : tensor<i1>, tensor<i32>
    %3729 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3730 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3731 = stablehlo.select %3729, %3730, %c_25 : tensor<i1>, tensor<i32>
    %3732 = stablehlo.dynamic_update_slice %3650, %3725, %3728, %3731 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3733 = stablehlo.slice %240 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3734 = stablehlo.broadcast_in_dim %3733, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3735 = stablehlo.multiply %3725, %3734 : tensor<8x8xf32>
    %3736 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3737 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3738 = stablehlo.select %3736, %3737, %c_25 : tensor<i1>, tensor<i32>
    %3739 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3740 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3741 = stablehlo.select %3739, %3740, %c_25 : tensor<i1>, tensor<i32>
    %3742 = stablehlo.dynamic_update_slice %3660, %3735, %3738, %3741 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3743 = stablehlo.slice %225 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3744 = stablehlo.multiply %3725, %3743 : tensor<8x8xf32>
    %3745 = stablehlo.reduce(%3744 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3746 = stablehlo.broadcast_in_dim %3745, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3747 = stablehlo.broadcast_in_dim %3746, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3748 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3749 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3750 = stablehlo.select %3748, %3749, %c_32 : tensor<i1>, tensor<i32>
    %3751 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3752 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3753 = stablehlo.select %3751, %3752, %c_30 : tensor<i1>, tensor<i32>
    %3754 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3755 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3756 = stablehlo.select %3754, %3755, %c_25 : tensor<i1>, tensor<i32>
    %3757 = stablehlo.dynamic_update_slice %3675, %3747, %3750, %3753, %3756 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3758 = stablehlo.slice %255 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3759 = stablehlo.dot_general %3725, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3760 = stablehlo.broadcast_in_dim %3683, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3761 = stablehlo.multiply %3760, %3690 : tensor<8x8xf32>
    %3762 = stablehlo.add %3761, %3759 : tensor<8x8xf32>
    %3763 = stablehlo.broadcast_in_dim %3758, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3764 = stablehlo.multiply %3763, %3762 : tensor<8x8xf32>
    %3765 = stablehlo.slice %254 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3766 = stablehlo.slice %278 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3767 = stablehlo.slice %1295 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3768 = stablehlo.slice %1302 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3769 = stablehlo.slice %239 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3770 = stablehlo.broadcast_in_dim %3766, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3771 = stablehlo.multiply %3769, %3770 : tensor<8x8xf32>
    %3772 = stablehlo.add %3682, %3771 : tensor<8x8xf32>
    %3773 = stablehlo.broadcast_in_dim %3765, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3774 = stablehlo.multiply %3773, %3767 : tensor<8x8xf32>
    %3775 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3776 = stablehlo.subtract %3775, %3765 : tensor<1x8xf32>
    %3777 = stablehlo.broadcast_in_dim %3776, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3778 = stablehlo.multiply %3777, %3768 : tensor<8x8xf32>
    %3779 = stablehlo.add %3774, %3778 : tensor<8x8xf32>
    %3780 = stablehlo.broadcast_in_dim %3766, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3781 = stablehlo.multiply %3779, %3780 : tensor<8x8xf32>
    %3782 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3783 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3784 = stablehlo.select %3782, %3783, %c_32 : tensor<i1>, tensor<i32>
    %3785 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3786 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3787 = stablehlo.select %3785, %3786, %c_32 : tensor<i1>, tensor<i32>
    %3788 = stablehlo.dynamic_update_slice %3706, %3781, %3784, %3787 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3789 = stablehlo.subtract %3767, %3768 : tensor<8x8xf32>
    %3790 = stablehlo.multiply %3772, %3789 : tensor<8x8xf32>
    %3791 = stablehlo.reduce(%3790 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3792 = stablehlo.broadcast_in_dim %3791, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3793 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3794 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3795 = stablehlo.select %3793, %3794, %c_32 : tensor<i1>, tensor<i32>
    %3796 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3797 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3798 = stablehlo.select %3796, %3797, %c_32 : tensor<i1>, tensor<i32>
    %3799 = stablehlo.dynamic_update_slice %3717, %3792, %3795, %3798 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3800 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3801 = stablehlo.subtract %3800, %3765 : tensor<1x8xf32>
    %3802 = stablehlo.broadcast_in_dim %3801, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3803 = stablehlo.multiply %3802, %3772 : tensor<8x8xf32>
    %3804 = stablehlo.multiply %3768, %3768 : tensor<8x8xf32>
    %3805 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3806 = stablehlo.subtract %3805, %3804 : tensor<8x8xf32>
    %3807 = stablehlo.multiply %3803, %3806 : tensor<8x8xf32>
    %3808 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3809 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3810 = stablehlo.select %3808, %3809, %c_32 : tensor<i1>, tensor<i32>
    %3811 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3812 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3813 = stablehlo.select %3811, %3812, %c_32 : tensor<i1>, tensor<i32>
    %3814 = stablehlo.dynamic_update_slice %3732, %3807, %3810, %3813 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3815 = stablehlo.slice %240 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3816 = stablehlo.broadcast_in_dim %3815, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3817 = stablehlo.multiply %3807, %3816 : tensor<8x8xf32>
    %3818 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3819 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3820 = stablehlo.select %3818, %3819, %c_32 : tensor<i1>, tensor<i32>
    %3821 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3822 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3823 = stablehlo.select %3821, %3822, %c_32 : tensor<i1>, tensor<i32>
    %3824 = stablehlo.dynamic_update_slice %3742, %3817, %3820, %3823 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3825 = stablehlo.slice %225 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3826 = stablehlo.multiply %3807, %3825 : tensor<8x8xf32>
    %3827 = stablehlo.reduce(%3826 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3828 = stablehlo.broadcast_in_dim %3827, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3829 = stablehlo.broadcast_in_dim %3828, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3830 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3831 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3832 = stablehlo.select %3830, %3831, %c_32 : tensor<i1>, tensor<i32>
    %3833 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3834 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3835 = stablehlo.select %3833, %3834, %c_32 : tensor<i1>, tensor<i32>
    %3836 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3837 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3838 = stablehlo.select %3836, %3837, %c_32 : tensor<i1>, tensor<i32>
    %3839 = stablehlo.dynamic_update_slice %3757, %3829, %3832, %3835, %3838 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3840 = stablehlo.slice %255 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3841 = stablehlo.dot_general %3807, %266, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3842 = stablehlo.broadcast_in_dim %3765, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3843 = stablehlo.multiply %3842, %3772 : tensor<8x8xf32>
    %3844 = stablehlo.add %3843, %3841 : tensor<8x8xf32>
    %3845 = stablehlo.broadcast_in_dim %3840, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3846 = stablehlo.multiply %3845, %3844 : tensor<8x8xf32>
    %3847 = stablehlo.slice %254 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3848 = stablehlo.slice %278 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3849 = stablehlo.slice %1295 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3850 = stablehlo.slice %1302 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3851 = stablehlo.slice %239 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3852 = stablehlo.broadcast_in_dim %3848, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3853 = stablehlo.multiply %3851, %3852 : tensor<8x8xf32>
    %3854 = stablehlo.add %3764, %3853 : tensor<8x8xf32>
    %3855 = stablehlo.broadcast_in_dim %3847, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3856 = stablehlo.multiply %3855, %3849 : tensor<8x8xf32>
    %3857 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3858 = stablehlo.subtract %3857, %3847 : tensor<1x8xf32>
    %3859 = stablehlo.broadcast_in_dim %3858, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3860 = stablehlo.multiply %3859, %3850 : tensor<8x8xf32>
    %3861 = stablehlo.add %3856, %3860 : tensor<8x8xf32>
    %3862 = stablehlo.broadcast_in_dim %3848, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3863 = stablehlo.multiply %3861, %3862 : tensor<8x8xf32>
    %3864 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3865 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3866 = stablehlo.select %3864, %3865, %c_32 : tensor<i1>, tensor<i32>
    %3867 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3868 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3869 = stablehlo.select %3867, %3868, %c_25 : tensor<i1>, tensor<i32>
    %3870 = stablehlo.dynamic_update_slice %3788, %3863, %3866, %3869 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3871 = stablehlo.subtract %3849, %3850 : tensor<8x8xf32>
    %3872 = stablehlo.multiply %3854, %3871 : tensor<8x8xf32>
    %3873 = stablehlo.reduce(%3872 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3874 = stablehlo.broadcast_in_dim %3873, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3875 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3876 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3877 = stablehlo.select %3875, %3876, %c_32 : tensor<i1>, tensor<i32>
    %3878 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3879 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3880 = stablehlo.select %3878, %3879, %c_25 : tensor<i1>, tensor<i32>
    %3881 = stablehlo.dynamic_update_slice %3799, %3874, %3877, %3880 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3882 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3883 = stablehlo.subtract %3882, %3847 : tensor<1x8xf32>
    %3884 = stablehlo.broadcast_in_dim %3883, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3885 = stablehlo.multiply %3884, %3854 : tensor<8x8xf32>
    %3886 = stablehlo.multiply %3850, %3850 : tensor<8x8xf32>
    %3887 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3888 = stablehlo.subtract %3887, %3886 : tensor<8x8xf32>
    %3889 = stablehlo.multiply %3885, %3888 : tensor<8x8xf32>
    %3890 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3891 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3892 = stablehlo.select %3890, %3891, %c_32 : tensor<i1>, tensor<i32>
    %3893 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3894 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3895 = stablehlo.select %3893, %3894, %c_25 : tensor<i1>, tensor<i32>
    %3896 = stablehlo.dynamic_update_slice %3814, %3889, %3892, %3895 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3897 = stablehlo.slice %240 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3898 = stablehlo.broadcast_in_dim %3897, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3899 = stablehlo.multiply %3889, %3898 : tensor<8x8xf32>
    %3900 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3901 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3902 = stablehlo.select %3900, %3901, %c_32 : tensor<i1>, tensor<i32>
    %3903 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3904 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3905 = stablehlo.select %3903, %3904, %c_25 : tensor<i1>, tensor<i32>
    %3906 = stablehlo.dynamic_update_slice %3824, %3899, %3902, %3905 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3907 = stablehlo.slice %225 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3908 = stablehlo.multiply %3889, %3907 : tensor<8x8xf32>
    %3909 = stablehlo.reduce(%3908 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3910 = stablehlo.broadcast_in_dim %3909, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3911 = stablehlo.broadcast_in_dim %3910, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3912 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3913 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3914 = stablehlo.select %3912, %3913, %c_32 : tensor<i1>, tensor<i32>
    %3915 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3916 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3917 = stablehlo.select %3915, %3916, %c_32 : tensor<i1>, tensor<i32>
    %3918 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3919 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3920 = stablehlo.select %3918, %3919, %c_25 : tensor<i1>, tensor<i32>
    %3921 = stablehlo.dynamic_update_slice %3839, %3911, %3914, %3917, %3920 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3922 = stablehlo.slice %255 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3923 = stablehlo.dot_general %3889, %277, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3924 = stablehlo.broadcast_in_dim %3847, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3925 = stablehlo.multiply %3924, %3854 : tensor<8x8xf32>
    %3926 = stablehlo.add %3925, %3923 : tensor<8x8xf32>
    %3927 = stablehlo.broadcast_in_dim %3922, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3928 = stablehlo.multiply %3927, %3926 : tensor<8x8xf32>
    %3929 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3930 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %3931 = stablehlo.select %3929, %3930, %c_32 : tensor<i1>, tensor<i32>
    %3932 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3933 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3934 = stablehlo.select %3932, %3933, %c_32 : tensor<i1>, tensor<i32>
    %3935 = stablehlo.dynamic_update_slice %199#0, %3846, %3931, %3934 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %3936 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3937 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %3938 = stablehlo.select %3936, %3937, %c_32 : tensor<i1>, tensor<i32>
    %3939 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3940 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3941 = stablehlo.select %3939, %3940, %c_25 : tensor<i1>, tensor<i32>
    %3942 = stablehlo.dynamic_update_slice %3935, %3928, %3938, %3941 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %3943 = stablehlo.convert %211 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %3944 = stablehlo.convert %3870 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %3945 = stablehlo.convert %3944 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %3946 = stablehlo.subtract %3870, %3945 : tensor<128x16xf32>
    %3947 = stablehlo.convert %3946 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %3948 = stablehlo.convert %3947 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %3949 = stablehlo.subtract %3946, %3948 : tensor<128x16xf32>
    %3950 = stablehlo.convert %3949 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %3951 = stablehlo.dot_general %3944, %3943, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %3952 = stablehlo.dot_general %3947, %3943, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %3953 = stablehlo.dot_general %3950, %3943, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %3954 = stablehlo.add %3951, %3952 : tensor<128x4xf32>
    %3955 = stablehlo.add %3954, %3953 : tensor<128x4xf32>
    %3956 = stablehlo.reshape %3955 : (tensor<128x4xf32>) -> tensor<1x16x8x4xf32>
    %3957 = stablehlo.convert %211 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %3958 = stablehlo.convert %3906 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %3959 = stablehlo.convert %3958 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %3960 = stablehlo.subtract %3906, %3959 : tensor<128x16xf32>
    %3961 = stablehlo.convert %3960 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %3962 = stablehlo.convert %3961 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %3963 = stablehlo.subtract %3960, %3962 : tensor<128x16xf32>
    %3964 = stablehlo.convert %3963 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %3965 = stablehlo.dot_general %3958, %3957, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %3966 = stablehlo.dot_general %3961, %3957, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %3967 = stablehlo.dot_general %3964, %3957, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %3968 = stablehlo.add %3965, %3966 : tensor<128x4xf32>
    %3969 = stablehlo.add %3968, %3967 : tensor<128x4xf32>
    %3970 = stablehlo.reshape %3969 : (tensor<128x4xf32>) -> tensor<1x16x8x4xf32>
    %3971 = stablehlo.convert %211 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %3972 = stablehlo.convert %3881 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %3973 = stablehlo.convert %3972 : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    %3974 = stablehlo.subtract %3881, %3973 : tensor<16x16xf32>
    %3975 = stablehlo.convert %3974 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %3976 = stablehlo.convert %3975 : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    %3977 = stablehlo.subtract %3974, %3976 : tensor<16x16xf32>
    %3978 = stablehlo.convert %3977 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %3979 = stablehlo.dot_general %3972, %3971, contracting_dims = [1] x [1] : (tensor<16x16xbf16>, tensor<4x16xbf16>) -> tensor<16x4xf32>
    %3980 = stablehlo.dot_general %3975, %3971, contracting_dims = [1] x [1] : (tensor<16x16xbf16>, tensor<4x16xbf16>) -> tensor<16x4xf32>
    %3981 = stablehlo.dot_general %3978, %3971, contracting_dims = [1] x [1] : (tensor<16x16xbf16>, tensor<4x16xbf16>) -> tensor<16x4xf32>
    %3982 = stablehlo.add %3979, %3980 : tensor<16x4xf32>
    %3983 = stablehlo.add %3982, %3981 : tensor<16x4xf32>
    %3984 = stablehlo.reshape %3983 : (tensor<16x4xf32>) -> tensor<1x16x4xf32>
    %3985 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3986 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3987 = stablehlo.select %3985, %3986, %c_32 : tensor<i1>, tensor<i32>
    %3988 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3989 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %3990 = stablehlo.select %3988, %3989, %c_32 : tensor<i1>, tensor<i32>
    %3991 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3992 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %3993 = stablehlo.select %3991, %3992, %c_32 : tensor<i1>, tensor<i32>
    %3994 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3995 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %3996 = stablehlo.select %3994, %3995, %c_32 : tensor<i1>, tensor<i32>
    %3997 = stablehlo.dynamic_slice %199#1, %3987, %3990, %3993, %3996, sizes = [1, 1, 8, 8] : (tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x8xf32>
    %3998 = stablehlo.reshape %3997 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32>
    %3999 = stablehlo.slice %1295 [0:128, 0:8] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4000 = stablehlo.slice %3896 [0:128, 0:8] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4001 = stablehlo.dot_general %3999, %4000, contracting_dims = [0] x [0] : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %4002 = stablehlo.add %3998, %4001 : tensor<8x8xf32>
    %4003 = stablehlo.broadcast_in_dim %4002, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %4004 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4005 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4006 = stablehlo.select %4004, %4005, %c_32 : tensor<i1>, tensor<i32>
    %4007 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4008 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4009 = stablehlo.select %4007, %4008, %c_32 : tensor<i1>, tensor<i32>
    %4010 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4011 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4012 = stablehlo.select %4010, %4011, %c_32 : tensor<i1>, tensor<i32>
    %4013 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4014 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4015 = stablehlo.select %4013, %4014, %c_32 : tensor<i1>, tensor<i32>
    %4016 = stablehlo.dynamic_update_slice %199#1, %4003, %4006, %4009, %4012, %4015 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %4017 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4018 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4019 = stablehlo.select %4017, %4018, %c_32 : tensor<i1>, tensor<i32>
    %4020 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4021 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %4022 = stablehlo.select %4020, %4021, %c_30 : tensor<i1>, tensor<i32>
    %4023 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4024 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4025 = stablehlo.select %4023, %4024, %c_32 : tensor<i1>, tensor<i32>
    %4026 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4027 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4028 = stablehlo.select %4026, %4027, %c_32 : tensor<i1>, tensor<i32>
    %4029 = stablehlo.dynamic_slice %4016, %4019, %4022, %4025, %4028, sizes = [1, 1, 8, 8] : (tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x8xf32>
    %4030 = stablehlo.reshape %4029 : (tensor<1x1x8x8xf32>) -> tensor<8x8xf32>
    %4031 = stablehlo.slice %1295 [0:128, 8:16] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4032 = stablehlo.slice %3896 [0:128, 8:16] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4033 = stablehlo.dot_general %4031, %4032, contracting_dims = [0] x [0] : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %4034 = stablehlo.add %4030, %4033 : tensor<8x8xf32>
    %4035 = stablehlo.broadcast_in_dim %4034, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %4036 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4037 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4038 = stablehlo.select %4036, %4037, %c_32 : tensor<i1>, tensor<i32>
    %4039 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4040 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %4041 = stablehlo.select %4039, %4040, %c_30 : tensor<i1>, tensor<i32>
    %4042 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4043 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4044 = stablehlo.select %4042, %4043, %c_32 : tensor<i1>, tensor<i32>
    %4045 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4046 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4047 = stablehlo.select %4045, %4046, %c_32 : tensor<i1>, tensor<i32>
    %4048 = stablehlo.dynamic_update_slice %4016, %4035, %4038, %4041, %4044, %4047 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %4049 = stablehlo.compare EQ, %iterArg_35, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4050 = stablehlo.convert %4049 : (tensor<i1>) -> tensor<i32>
    %4051 = "stablehlo.case"(%4050) ({
      stablehlo.return %196 : tensor<1x2x8x8xf32>
    }, {
      stablehlo.return %4048 : tensor<1x2x8x8xf32>
    }) : (tensor<i32>) -> tensor<1x2x8x8xf32>
    %4052 = stablehlo.compare LT, %52, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4053 = stablehlo.add %52, %c_30 : tensor<i32>
    %4054 = stablehlo.select %4052, %4053, %52 : tensor<i1>, tensor<i32>
    %4055 = stablehlo.compare LT, %53, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4056 = stablehlo.add %53, %c_26 : tensor<i32>
    %4057 = stablehlo.select %4055, %4056, %53 : tensor<i1>, tensor<i32>
    %4058 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4059 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4060 = stablehlo.select %4058, %4059, %c_32 : tensor<i1>, tensor<i32>
    %4061 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4062 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4063 = stablehlo.select %4061, %4062, %c_32 : tensor<i1>, tensor<i32>
    %4064 = stablehlo.dynamic_update_slice %iterArg_36, %97, %4054, %4057, %4060, %4063 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4065 = stablehlo.compare LT, %55, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4066 = stablehlo.add %55, %c_30 : tensor<i32>
    %4067 = stablehlo.select %4065, %4066, %55 : tensor<i1>, tensor<i32>
    %4068 = stablehlo.compare LT, %56, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4069 = stablehlo.add %56, %c_26 : tensor<i32>
    %4070 = stablehlo.select %4068, %4069, %56 : tensor<i1>, tensor<i32>
    %4071 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4072 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4073 = stablehlo.select %4071, %4072, %c_32 : tensor<i1>, tensor<i32>
    %4074 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4075 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4076 = stablehlo.select %4074, %4075, %c_32 : tensor<i1>, tensor<i32>
    %4077 = stablehlo.dynamic_update_slice %iterArg_37, %110, %4067, %4070, %4073, %4076 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4078 = stablehlo.compare LT, %58, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4079 = stablehlo.add %58, %c_30 : tensor<i32>
    %4080 = stablehlo.select %4078, %4079, %58 : tensor<i1>, tensor<i32>
    %4081 = stablehlo.compare LT, %59, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4082 = stablehlo.add %59, %c_26 : tensor<i32>
    %4083 = stablehlo.select %4081, %4082, %59 : tensor<i1>, tensor<i32>
    %4084 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4085 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4086 = stablehlo.select %4084, %4085, %c_32 : tensor<i1>, tensor<i32>
    %4087 = stablehlo.dynamic_update_slice %iterArg_38, %120, %4080, %4083, %4086 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4088 = stablehlo.compare LT, %61, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4089 = stablehlo.add %61, %c_30 : tensor<i32>
    %4090 = stablehlo.select %4088, %4089, %61 : tensor<i1>, tensor<i32>
    %4091 = stablehlo.compare LT, %62, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4092 = stablehlo.add %62, %c_26 : tensor<i32>
    %4093 = stablehlo.select %4091, %4092, %62 : tensor<i1>, tensor<i32>
    %4094 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4095 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4096 = stablehlo.select %4094, %4095, %c_32 : tensor<i1>, tensor<i32>
    %4097 = stablehlo.dynamic_update_slice %iterArg_39, %130, %4090, %4093, %4096 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %4098 = stablehlo.compare LT, %64, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4099 = stablehlo.add %64, %c_30 : tensor<i32>
    %4100 = stablehlo.select %4098, %4099, %64 : tensor<i1>, tensor<i32>
    %4101 = stablehlo.compare LT, %65, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4102 = stablehlo.add %65, %c_26 : tensor<i32>
    %4103 = stablehlo.select %4101, %4102, %65 : tensor<i1>, tensor<i32>
    %4104 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4105 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4106 = stablehlo.select %4104, %4105, %c_32 : tensor<i1>, tensor<i32>
    %4107 = stablehlo.dynamic_update_slice %iterArg_40, %140, %4100, %4103, %4106 : (tensor<1x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1xf32>
    %4108 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4109 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4110 = stablehlo.select %4108, %4109, %c_32 : tensor<i1>, tensor<i32>
    %4111 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4112 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4113 = stablehlo.select %4111, %4112, %c_32 : tensor<i1>, tensor<i32>
    %4114 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4115 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4116 = stablehlo.select %4114, %4115, %c_32 : tensor<i1>, tensor<i32>
    %4117 = stablehlo.dynamic_update_slice %iterArg_41, %150, %4110, %4113, %4116 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4118 = stablehlo.compare LT, %67, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4119 = stablehlo.add %67, %c_30 : tensor<i32>
    %4120 = stablehlo.select %4118, %4119, %67 : tensor<i1>, tensor<i32>
    %4121 = stablehlo.compare LT, %68, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4122 = stablehlo.add %68, %c_29 : tensor<i32>
    %4123 = stablehlo.select %4121, %4122, %68 : tensor<i1>, tensor<i32>
    %4124 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4125 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4126 = stablehlo.select %4124, %4125, %c_32 : tensor<i1>, tensor<i32>
    %4127 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4128 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4129 = stablehlo.select %4127, %4128, %c_32 : tensor<i1>, tensor<i32>
    %4130 = stablehlo.dynamic_update_slice %iterArg_42, %163, %4120, %4123, %4126, %4129 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x16xf32>
    %4131 = stablehlo.compare LT, %70, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4132 = stablehlo.add %70, %c_30 : tensor<i32>
    %4133 = stablehlo.select %4131, %4132, %70 : tensor<i1>, tensor<i32>
    %4134 = stablehlo.compare LT, %71, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4135 = stablehlo.add %71, %c_26 : tensor<i32>
    %4136 = stablehlo.select %4134, %4135, %71 : tensor<i1>, tensor<i32>
    %4137 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4138 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4139 = stablehlo.select %4137, %4138, %c_32 : tensor<i1>, tensor<i32>
    %4140 = stablehlo.dynamic_update_slice %iterArg_43, %173, %4133, %4136, %4139 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4141 = stablehlo.compare LT, %73, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4142 = stablehlo.add %73, %c_30 : tensor<i32>
    %4143 = stablehlo.select %4141, %4142, %73 : tensor<i1>, tensor<i32>
    %4144 = stablehlo.compare LT, %74, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4145 = stablehlo.add %74, %c_26 : tensor<i32>
    %4146 = stablehlo.select %4144, %4145, %74 : tensor<i1>, tensor<i32>
    %4147 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4148 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4149 = stablehlo.select %4147, %4148, %c_32 : tensor<i1>, tensor<i32>
    %4150 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4151 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4152 = stablehlo.select %4150, %4151, %c_32 : tensor<i1>, tensor<i32>
    %4153 = stablehlo.dynamic_update_slice %iterArg_44, %3956, %4143, %4146, %4149, %4152 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4154 = stablehlo.compare LT, %76, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4155 = stablehlo.add %76, %c_30 : tensor<i32>
    %4156 = stablehlo.select %4154, %4155, %76 : tensor<i1>, tensor<i32>
    %4157 = stablehlo.compare LT, %77, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4158 = stablehlo.add %77, %c_26 : tensor<i32>
    %4159 = stablehlo.select %4157, %4158, %77 : tensor<i1>, tensor<i32>
    %4160 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4161 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4162 = stablehlo.select %4160, %4161, %c_32 : tensor<i1>, tensor<i32>
    %4163 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4164 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4165 = stablehlo.select %4163, %4164, %c_32 : tensor<i1>, tensor<i32>
    %4166 = stablehlo.dynamic_update_slice %iterArg_45, %3970, %4156, %4159, %4162, %4165 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4167 = stablehlo.compare LT, %79, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4168 = stablehlo.add %79, %c_30 : tensor<i32>
    %4169 = stablehlo.select %4167, %4168, %79 : tensor<i1>, tensor<i32>
    %4170 = stablehlo.compare LT, %80, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4171 = stablehlo.add %80, %c_26 : tensor<i32>
    %4172 = stablehlo.select %4170, %4171, %80 : tensor<i1>, tensor<i32>
    %4173 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4174 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4175 = stablehlo.select %4173, %4174, %c_32 : tensor<i1>, tensor<i32>
    %4176 = stablehlo.dynamic_update_slice %iterArg_46, %3921, %4169, %4172, %4175 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4177 = stablehlo.compare LT, %82, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4178 = stablehlo.add %82, %c_30 : tensor<i32>
    %4179 = stablehlo.select %4177, %4178, %82 : tensor<i1>, tensor<i32>
    %4180 = stablehlo.compare LT, %83, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4181 = stablehlo.add %83, %c_26 : tensor<i32>
    %4182 = stablehlo.select %4180, %4181, %83 : tensor<i1>, tensor<i32>
    %4183 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4184 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4185 = stablehlo.select %4183, %4184, %c_32 : tensor<i1>, tensor<i32>
    %4186 = stablehlo.dynamic_update_slice %iterArg_47, %3984, %4179, %4182, %4185 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %4187 = stablehlo.compare LT, %84, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4188 = stablehlo.add %84, %c_30 : tensor<i32>
    %4189 = stablehlo.select %4187, %4188, %84 : tensor<i1>, tensor<i32>
    %4190 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4191 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4192 = stablehlo.select %4190, %4191, %c_32 : tensor<i1>, tensor<i32>
    %4193 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4194 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4195 = stablehlo.select %4193, %4194, %c_32 : tensor<i1>, tensor<i32>
    %4196 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4197 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4198 = stablehlo.select %4196, %4197, %c_32 : tensor<i1>, tensor<i32>
    %4199 = stablehlo.dynamic_update_slice %iterArg_48, %4051, %4189, %4192, %4195, %4198 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %4200 = stablehlo.add %iterArg_33, %c_30 : tensor<i32>
    %4201 = stablehlo.add %iterArg_35, %c_30 : tensor<i32>
    %4202 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where(%c, %4201, %iterArg_35) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4203 = stablehlo.compare EQ, %4202, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4204 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where_0(%4203, %c_32, %4202) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4205 = stablehlo.add %iterArg_34, %c_30 : tensor<i32>
    %4206 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where(%4203, %4205, %iterArg_34) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4207 = stablehlo.compare EQ, %4206, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4208 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where_0(%4207, %c_32, %4206) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %4200, %4208, %4204, %4064, %4077, %4087, %4097, %4107, %4117, %4130, %4140, %4153, %4166, %4176, %4186, %4199, %3942, %4048, %1295, %1302, %3896, %3870, %3906, %3881 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x4x8x16xf32>, tensor<1x64x16xf32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x2x8x8xf32>, tensor<8x16xf32>, tensor<1x2x8x8xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<16x16xf32>
  }
  %35 = stablehlo.transpose %34#12, dims = [0, 3, 1, 2] : (tensor<1x64x8x4xf32>) -> tensor<1x4x64x8xf32>
  %36 = stablehlo.transpose %34#13, dims = [0, 3, 1, 2] : (tensor<1x64x8x4xf32>) -> tensor<1x4x64x8xf32>
  %37 = stablehlo.reshape %34#14 : (tensor<1x64x16xf32>) -> tensor<1x64x4x4xf32>
  %38 = stablehlo.transpose %37, dims = [0, 2, 1, 3] : (tensor<1x64x4x4xf32>) -> tensor<1x4x64x4xf32>
  %39 = stablehlo.transpose %34#15, dims = [0, 2, 1] : (tensor<1x64x4xf32>) -> tensor<1x4x64xf32>
  %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
  %41 = stablehlo.reshape %34#16 : (tensor<1x2x8x8xf32>) -> tensor<1x2x2x4x2x4xf32>
  %42 = stablehlo.iota dim = 0 : tensor<2x2xi32>
  %43 = stablehlo.iota dim = 1 : tensor<2x2xi32>
  %44 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
  %45 = stablehlo.add %42, %44 : tensor<2x2xi32>
  %46 = stablehlo.compare EQ, %45, %43, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
  %47 = stablehlo.convert %46 : (tensor<2x2xi1>) -> tensor<2x2xf32>
  %48 = stablehlo.dot_general %47, %41, batching_dims = [0] x [2], contracting_dims = [1] x [4] : (tensor<2x2xf32>, tensor<1x2x2x4x2x4xf32>) -> tensor<2x1x2x4x4xf32>
  %49 = stablehlo.transpose %48, dims = [1, 2, 0, 3, 4] : (tensor<2x1x2x4x4xf32>) -> tensor<1x2x2x4x4xf32>
  %50 = stablehlo.reshape %49 : (tensor<1x2x2x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %35, %36, %38, %40, %50 : tensor<1x4x64x8xf32>, tensor<1x4x64x8xf32>, tensor<1x4x64x4xf32>, tensor<1x4x64x1xf32>, tensor<1x4x4x4xf32>
}
func.func private @namtrain_m2rnn_tiny_cpu_bwd___where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_m2rnn_tiny_cpu_bwd___where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
