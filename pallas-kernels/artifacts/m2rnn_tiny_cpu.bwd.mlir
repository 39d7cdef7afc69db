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
  %26 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
  %27 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %28 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %29 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %30 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %31 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
  %32 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
  %33 = stablehlo.multiply %c_30, %c_29 : tensor<i32>
  %34:25 = stablehlo.while(%iterArg = %33, %iterArg_33 = %c_32, %iterArg_34 = %c_32, %iterArg_35 = %c_32, %iterArg_36 = %0, %iterArg_37 = %1, %iterArg_38 = %3, %iterArg_39 = %5, %iterArg_40 = %arg4, %iterArg_41 = %15, %iterArg_42 = %17, %iterArg_43 = %19, %iterArg_44 = %20, %iterArg_45 = %21, %iterArg_46 = %22, %iterArg_47 = %23, %iterArg_48 = %24, %iterArg_49 = %25, %iterArg_50 = %26, %iterArg_51 = %27, %iterArg_52 = %28, %iterArg_53 = %29, %iterArg_54 = %30, %iterArg_55 = %31, %iterArg_56 = %32) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x4x8x16xf32>, tensor<1x64x16xf32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x2x8x8xf32>, tensor<8x16xf32>, tensor<2x8x8xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<16x16xf32>
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
    %174 = stablehlo.compare LT, %73, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %73, %c_30 : tensor<i32>
    %176 = stablehlo.select %174, %175, %73 : tensor<i1>, tensor<i32>
    %177 = stablehlo.compare LT, %74, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %178 = stablehlo.add %74, %c_26 : tensor<i32>
    %179 = stablehlo.select %177, %178, %74 : tensor<i1>, tensor<i32>
    %180 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %181 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %182 = stablehlo.select %180, %181, %c_32 : tensor<i1>, tensor<i32>
    %183 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %184 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %185 = stablehlo.select %183, %184, %c_32 : tensor<i1>, tensor<i32>
    %186 = stablehlo.dynamic_slice %iterArg_44, %176, %179, %182, %185, sizes = [1, 16, 8, 4] : (tensor<1x64x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %187 = stablehlo.compare LT, %76, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %188 = stablehlo.add %76, %c_30 : tensor<i32>
    %189 = stablehlo.select %187, %188, %76 : tensor<i1>, tensor<i32>
    %190 = stablehlo.compare LT, %77, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %77, %c_26 : tensor<i32>
    %192 = stablehlo.select %190, %191, %77 : tensor<i1>, tensor<i32>
    %193 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %195 = stablehlo.select %193, %194, %c_32 : tensor<i1>, tensor<i32>
    %196 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %198 = stablehlo.select %196, %197, %c_32 : tensor<i1>, tensor<i32>
    %199 = stablehlo.dynamic_slice %iterArg_45, %189, %192, %195, %198, sizes = [1, 16, 8, 4] : (tensor<1x64x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %200 = stablehlo.compare LT, %79, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %79, %c_30 : tensor<i32>
    %202 = stablehlo.select %200, %201, %79 : tensor<i1>, tensor<i32>
    %203 = stablehlo.compare LT, %80, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.add %80, %c_26 : tensor<i32>
    %205 = stablehlo.select %203, %204, %80 : tensor<i1>, tensor<i32>
    %206 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %208 = stablehlo.select %206, %207, %c_32 : tensor<i1>, tensor<i32>
    %209 = stablehlo.dynamic_slice %iterArg_46, %202, %205, %208, sizes = [1, 16, 16] : (tensor<1x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %210 = stablehlo.compare LT, %82, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.add %82, %c_30 : tensor<i32>
    %212 = stablehlo.select %210, %211, %82 : tensor<i1>, tensor<i32>
    %213 = stablehlo.compare LT, %83, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.add %83, %c_26 : tensor<i32>
    %215 = stablehlo.select %213, %214, %83 : tensor<i1>, tensor<i32>
    %216 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %217 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %218 = stablehlo.select %216, %217, %c_32 : tensor<i1>, tensor<i32>
    %219 = stablehlo.dynamic_slice %iterArg_47, %212, %215, %218, sizes = [1, 16, 4] : (tensor<1x64x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %220 = stablehlo.compare LT, %84, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = stablehlo.add %84, %c_30 : tensor<i32>
    %222 = stablehlo.select %220, %221, %84 : tensor<i1>, tensor<i32>
    %223 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %225 = stablehlo.select %223, %224, %c_32 : tensor<i1>, tensor<i32>
    %226 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %227 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %228 = stablehlo.select %226, %227, %c_32 : tensor<i1>, tensor<i32>
    %229 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %231 = stablehlo.select %229, %230, %c_32 : tensor<i1>, tensor<i32>
    %232 = stablehlo.dynamic_slice %iterArg_48, %222, %225, %228, %231, sizes = [1, 2, 8, 8] : (tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %233 = stablehlo.compare EQ, %iterArg_35, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %234 = stablehlo.convert %233 : (tensor<i1>) -> tensor<i32>
    %235:2 = "stablehlo.case"(%234) ({
      stablehlo.return %iterArg_49, %iterArg_50 : tensor<8x16xf32>, tensor<2x8x8xf32>
    }, {
      %4267 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %4268 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
      stablehlo.return %4267, %4268 : tensor<8x16xf32>, tensor<2x8x8xf32>
    }) : (tensor<i32>) -> (tensor<8x16xf32>, tensor<2x8x8xf32>)
    %236 = stablehlo.iota dim = 0 : tensor<4x16xi32>
    %237 = stablehlo.iota dim = 1 : tensor<4x16xi32>
    %238 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %239 = stablehlo.multiply %236, %238 : tensor<4x16xi32>
    %240 = stablehlo.compare GE, %237, %239, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %241 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %242 = stablehlo.multiply %236, %241 : tensor<4x16xi32>
    %243 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %244 = stablehlo.add %242, %243 : tensor<4x16xi32>
    %245 = stablehlo.compare LT, %237, %244, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %246 = stablehlo.and %240, %245 : tensor<4x16xi1>
    %247 = stablehlo.convert %246 : (tensor<4x16xi1>) -> tensor<4x16xf32>
    %248 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %249 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %250 = stablehlo.select %248, %249, %c_32 : tensor<i1>, tensor<i32>
    %251 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %252 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %253 = stablehlo.select %251, %252, %c_32 : tensor<i1>, tensor<i32>
    %254 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %255 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %256 = stablehlo.select %254, %255, %c_32 : tensor<i1>, tensor<i32>
    %257 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %258 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %259 = stablehlo.select %257, %258, %c_32 : tensor<i1>, tensor<i32>
    %260 = stablehlo.dynamic_slice %110, %250, %253, %256, %259, sizes = [1, 16, 8, 4] : (tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x16x8x4xf32>) -> tensor<16x8x4xf32>
    %262 = stablehlo.reshape %261 : (tensor<16x8x4xf32>) -> tensor<128x4xf32>
    %263 = stablehlo.dot_general %262, %247, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x4xf32>, tensor<4x16xf32>) -> tensor<128x16xf32>
    %264 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %265 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %266 = stablehlo.select %264, %265, %c_32 : tensor<i1>, tensor<i32>
    %267 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %268 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %269 = stablehlo.select %267, %268, %c_32 : tensor<i1>, tensor<i32>
    %270 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %271 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_32 : tensor<i1>, tensor<i32>
    %273 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %274 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %275 = stablehlo.select %273, %274, %c_32 : tensor<i1>, tensor<i32>
    %276 = stablehlo.dynamic_slice %97, %266, %269, %272, %275, sizes = [1, 16, 8, 4] : (tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %277 = stablehlo.reshape %276 : (tensor<1x16x8x4xf32>) -> tensor<16x8x4xf32>
    %278 = stablehlo.reshape %277 : (tensor<16x8x4xf32>) -> tensor<128x4xf32>
    %279 = stablehlo.dot_general %278, %247, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x4xf32>, tensor<4x16xf32>) -> tensor<128x16xf32>
    %280 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %281 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %282 = stablehlo.select %280, %281, %c_32 : tensor<i1>, tensor<i32>
    %283 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %284 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %285 = stablehlo.select %283, %284, %c_32 : tensor<i1>, tensor<i32>
    %286 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %287 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %288 = stablehlo.select %286, %287, %c_32 : tensor<i1>, tensor<i32>
    %289 = stablehlo.dynamic_slice %120, %282, %285, %288, sizes = [1, 16, 16] : (tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %291 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %292 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %293 = stablehlo.select %291, %292, %c_32 : tensor<i1>, tensor<i32>
    %294 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %295 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %296 = stablehlo.select %294, %295, %c_32 : tensor<i1>, tensor<i32>
    %297 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %298 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %299 = stablehlo.select %297, %298, %c_32 : tensor<i1>, tensor<i32>
    %300 = stablehlo.dynamic_slice %130, %293, %296, %299, sizes = [1, 16, 4] : (tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %302 = stablehlo.dot_general %301, %247, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x4xf32>, tensor<4x16xf32>) -> tensor<16x16xf32>
    %303 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %304 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %305 = stablehlo.select %303, %304, %c_32 : tensor<i1>, tensor<i32>
    %306 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %307 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %308 = stablehlo.select %306, %307, %c_32 : tensor<i1>, tensor<i32>
    %309 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %310 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %311 = stablehlo.select %309, %310, %c_32 : tensor<i1>, tensor<i32>
    %312 = stablehlo.dynamic_slice %140, %305, %308, %311, sizes = [1, 16, 1] : (tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %314 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %315 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %316 = stablehlo.select %314, %315, %c_32 : tensor<i1>, tensor<i32>
    %317 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %318 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %319 = stablehlo.select %317, %318, %c_32 : tensor<i1>, tensor<i32>
    %320 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %321 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %322 = stablehlo.select %320, %321, %c_32 : tensor<i1>, tensor<i32>
    %323 = stablehlo.dynamic_slice %150, %316, %319, %322, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %324 = stablehlo.reshape %323 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %325 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %326 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %327 = stablehlo.select %325, %326, %c_30 : tensor<i1>, tensor<i32>
    %328 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %329 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %330 = stablehlo.select %328, %329, %c_32 : tensor<i1>, tensor<i32>
    %331 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %332 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %333 = stablehlo.select %331, %332, %c_32 : tensor<i1>, tensor<i32>
    %334 = stablehlo.dynamic_slice %150, %327, %330, %333, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %335 = stablehlo.reshape %334 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %336 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %337 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %338 = stablehlo.select %336, %337, %c_32 : tensor<i1>, tensor<i32>
    %339 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_32 : tensor<i1>, tensor<i32>
    %342 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %343 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %344 = stablehlo.select %342, %343, %c_32 : tensor<i1>, tensor<i32>
    %345 = stablehlo.dynamic_slice %173, %338, %341, %344, sizes = [1, 16, 16] : (tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %347 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %348 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %349 = stablehlo.select %347, %348, %c_32 : tensor<i1>, tensor<i32>
    %350 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %352 = stablehlo.select %350, %351, %c_32 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %355 = stablehlo.select %353, %354, %c_32 : tensor<i1>, tensor<i32>
    %356 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %357 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %358 = stablehlo.select %356, %357, %c_32 : tensor<i1>, tensor<i32>
    %359 = stablehlo.dynamic_slice %163, %349, %352, %355, %358, sizes = [1, 1, 8, 16] : (tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16xf32>
    %360 = stablehlo.reshape %359 : (tensor<1x1x8x16xf32>) -> tensor<8x16xf32>
    %361 = stablehlo.slice %360 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %362 = stablehlo.slice %360 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %363 = stablehlo.slice %302 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %364 = stablehlo.slice %313 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %366 = stablehlo.multiply %361, %365 : tensor<8x8xf32>
    %367 = stablehlo.dot_general %366, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %368 = stablehlo.slice %263 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %369 = stablehlo.slice %290 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %371 = stablehlo.multiply %368, %370 : tensor<8x8xf32>
    %372 = stablehlo.add %367, %371 : tensor<8x8xf32>
    %373 = stablehlo.tanh %372 : tensor<8x8xf32>
    %374 = stablehlo.broadcast_in_dim %363, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %375 = stablehlo.multiply %374, %366 : tensor<8x8xf32>
    %376 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %377 = stablehlo.subtract %376, %363 : tensor<1x8xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %379 = stablehlo.multiply %378, %373 : tensor<8x8xf32>
    %380 = stablehlo.add %375, %379 : tensor<8x8xf32>
    %381 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %382 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %383 = stablehlo.select %381, %382, %c_32 : tensor<i1>, tensor<i32>
    %384 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %385 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %386 = stablehlo.select %384, %385, %c_32 : tensor<i1>, tensor<i32>
    %387 = stablehlo.dynamic_update_slice %iterArg_51, %366, %383, %386 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %388 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %389 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %390 = stablehlo.select %388, %389, %c_32 : tensor<i1>, tensor<i32>
    %391 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %392 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %393 = stablehlo.select %391, %392, %c_32 : tensor<i1>, tensor<i32>
    %394 = stablehlo.dynamic_update_slice %iterArg_52, %373, %390, %393 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %395 = stablehlo.slice %302 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %396 = stablehlo.slice %313 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %398 = stablehlo.multiply %362, %397 : tensor<8x8xf32>
    %399 = stablehlo.dot_general %398, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %400 = stablehlo.slice %263 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %401 = stablehlo.slice %290 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %403 = stablehlo.multiply %400, %402 : tensor<8x8xf32>
    %404 = stablehlo.add %399, %403 : tensor<8x8xf32>
    %405 = stablehlo.tanh %404 : tensor<8x8xf32>
    %406 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %407 = stablehlo.multiply %406, %398 : tensor<8x8xf32>
    %408 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %409 = stablehlo.subtract %408, %395 : tensor<1x8xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %411 = stablehlo.multiply %410, %405 : tensor<8x8xf32>
    %412 = stablehlo.add %407, %411 : tensor<8x8xf32>
    %413 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %414 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %415 = stablehlo.select %413, %414, %c_32 : tensor<i1>, tensor<i32>
    %416 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %417 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %418 = stablehlo.select %416, %417, %c_25 : tensor<i1>, tensor<i32>
    %419 = stablehlo.dynamic_update_slice %387, %398, %415, %418 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %420 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %421 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %422 = stablehlo.select %420, %421, %c_32 : tensor<i1>, tensor<i32>
    %423 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %424 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %425 = stablehlo.select %423, %424, %c_25 : tensor<i1>, tensor<i32>
    %426 = stablehlo.dynamic_update_slice %394, %405, %422, %425 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %427 = stablehlo.slice %302 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %428 = stablehlo.slice %313 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %430 = stablehlo.multiply %380, %429 : tensor<8x8xf32>
    %431 = stablehlo.dot_general %430, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %432 = stablehlo.slice %263 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %433 = stablehlo.slice %290 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %435 = stablehlo.multiply %432, %434 : tensor<8x8xf32>
    %436 = stablehlo.add %431, %435 : tensor<8x8xf32>
    %437 = stablehlo.tanh %436 : tensor<8x8xf32>
    %438 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %439 = stablehlo.multiply %438, %430 : tensor<8x8xf32>
    %440 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %441 = stablehlo.subtract %440, %427 : tensor<1x8xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %443 = stablehlo.multiply %442, %437 : tensor<8x8xf32>
    %444 = stablehlo.add %439, %443 : tensor<8x8xf32>
    %445 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %446 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %447 = stablehlo.select %445, %446, %c_25 : tensor<i1>, tensor<i32>
    %448 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %449 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %450 = stablehlo.select %448, %449, %c_32 : tensor<i1>, tensor<i32>
    %451 = stablehlo.dynamic_update_slice %419, %430, %447, %450 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %452 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %453 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %454 = stablehlo.select %452, %453, %c_25 : tensor<i1>, tensor<i32>
    %455 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %456 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %457 = stablehlo.select %455, %456, %c_32 : tensor<i1>, tensor<i32>
    %458 = stablehlo.dynamic_update_slice %426, %437, %454, %457 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %459 = stablehlo.slice %302 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %460 = stablehlo.slice %313 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %462 = stablehlo.multiply %412, %461 : tensor<8x8xf32>
    %463 = stablehlo.dot_general %462, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %464 = stablehlo.slice %263 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %465 = stablehlo.slice %290 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %467 = stablehlo.multiply %464, %466 : tensor<8x8xf32>
    %468 = stablehlo.add %463, %467 : tensor<8x8xf32>
    %469 = stablehlo.tanh %468 : tensor<8x8xf32>
    %470 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %471 = stablehlo.multiply %470, %462 : tensor<8x8xf32>
    %472 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %473 = stablehlo.subtract %472, %459 : tensor<1x8xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %475 = stablehlo.multiply %474, %469 : tensor<8x8xf32>
    %476 = stablehlo.add %471, %475 : tensor<8x8xf32>
    %477 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %478 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %479 = stablehlo.select %477, %478, %c_25 : tensor<i1>, tensor<i32>
    %480 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %481 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %482 = stablehlo.select %480, %481, %c_25 : tensor<i1>, tensor<i32>
    %483 = stablehlo.dynamic_update_slice %451, %462, %479, %482 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %484 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %485 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %486 = stablehlo.select %484, %485, %c_25 : tensor<i1>, tensor<i32>
    %487 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %488 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %489 = stablehlo.select %487, %488, %c_25 : tensor<i1>, tensor<i32>
    %490 = stablehlo.dynamic_update_slice %458, %469, %486, %489 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %491 = stablehlo.slice %302 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %492 = stablehlo.slice %313 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %494 = stablehlo.multiply %444, %493 : tensor<8x8xf32>
    %495 = stablehlo.dot_general %494, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %496 = stablehlo.slice %263 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %497 = stablehlo.slice %290 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %499 = stablehlo.multiply %496, %498 : tensor<8x8xf32>
    %500 = stablehlo.add %495, %499 : tensor<8x8xf32>
    %501 = stablehlo.tanh %500 : tensor<8x8xf32>
    %502 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %503 = stablehlo.multiply %502, %494 : tensor<8x8xf32>
    %504 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %505 = stablehlo.subtract %504, %491 : tensor<1x8xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %507 = stablehlo.multiply %506, %501 : tensor<8x8xf32>
    %508 = stablehlo.add %503, %507 : tensor<8x8xf32>
    %509 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %510 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %511 = stablehlo.select %509, %510, %c_27 : tensor<i1>, tensor<i32>
    %512 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %513 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %514 = stablehlo.select %512, %513, %c_32 : tensor<i1>, tensor<i32>
    %515 = stablehlo.dynamic_update_slice %483, %494, %511, %514 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %516 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %517 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %518 = stablehlo.select %516, %517, %c_27 : tensor<i1>, tensor<i32>
    %519 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %520 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %521 = stablehlo.select %519, %520, %c_32 : tensor<i1>, tensor<i32>
    %522 = stablehlo.dynamic_update_slice %490, %501, %518, %521 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %523 = stablehlo.slice %302 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %524 = stablehlo.slice %313 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %526 = stablehlo.multiply %476, %525 : tensor<8x8xf32>
    %527 = stablehlo.dot_general %526, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %528 = stablehlo.slice %263 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %529 = stablehlo.slice %290 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %531 = stablehlo.multiply %528, %530 : tensor<8x8xf32>
    %532 = stablehlo.add %527, %531 : tensor<8x8xf32>
    %533 = stablehlo.tanh %532 : tensor<8x8xf32>
    %534 = stablehlo.broadcast_in_dim %523, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %535 = stablehlo.multiply %534, %526 : tensor<8x8xf32>
    %536 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %537 = stablehlo.subtract %536, %523 : tensor<1x8xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %539 = stablehlo.multiply %538, %533 : tensor<8x8xf32>
    %540 = stablehlo.add %535, %539 : tensor<8x8xf32>
    %541 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %542 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %543 = stablehlo.select %541, %542, %c_27 : tensor<i1>, tensor<i32>
    %544 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %545 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %546 = stablehlo.select %544, %545, %c_25 : tensor<i1>, tensor<i32>
    %547 = stablehlo.dynamic_update_slice %515, %526, %543, %546 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %548 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %549 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %550 = stablehlo.select %548, %549, %c_27 : tensor<i1>, tensor<i32>
    %551 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %552 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %553 = stablehlo.select %551, %552, %c_25 : tensor<i1>, tensor<i32>
    %554 = stablehlo.dynamic_update_slice %522, %533, %550, %553 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %555 = stablehlo.slice %302 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %556 = stablehlo.slice %313 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %558 = stablehlo.multiply %508, %557 : tensor<8x8xf32>
    %559 = stablehlo.dot_general %558, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %560 = stablehlo.slice %263 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %561 = stablehlo.slice %290 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<8x8xf32>
    %564 = stablehlo.add %559, %563 : tensor<8x8xf32>
    %565 = stablehlo.tanh %564 : tensor<8x8xf32>
    %566 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %567 = stablehlo.multiply %566, %558 : tensor<8x8xf32>
    %568 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %569 = stablehlo.subtract %568, %555 : tensor<1x8xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %571 = stablehlo.multiply %570, %565 : tensor<8x8xf32>
    %572 = stablehlo.add %567, %571 : tensor<8x8xf32>
    %573 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %574 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %575 = stablehlo.select %573, %574, %c_21 : tensor<i1>, tensor<i32>
    %576 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %577 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %578 = stablehlo.select %576, %577, %c_32 : tensor<i1>, tensor<i32>
    %579 = stablehlo.dynamic_update_slice %547, %558, %575, %578 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %580 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %581 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %582 = stablehlo.select %580, %581, %c_21 : tensor<i1>, tensor<i32>
    %583 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %584 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %585 = stablehlo.select %583, %584, %c_32 : tensor<i1>, tensor<i32>
    %586 = stablehlo.dynamic_update_slice %554, %565, %582, %585 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %587 = stablehlo.slice %302 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %588 = stablehlo.slice %313 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %590 = stablehlo.multiply %540, %589 : tensor<8x8xf32>
    %591 = stablehlo.dot_general %590, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %592 = stablehlo.slice %263 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %593 = stablehlo.slice %290 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %595 = stablehlo.multiply %592, %594 : tensor<8x8xf32>
    %596 = stablehlo.add %591, %595 : tensor<8x8xf32>
    %597 = stablehlo.tanh %596 : tensor<8x8xf32>
    %598 = stablehlo.broadcast_in_dim %587, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %599 = stablehlo.multiply %598, %590 : tensor<8x8xf32>
    %600 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %601 = stablehlo.subtract %600, %587 : tensor<1x8xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %603 = stablehlo.multiply %602, %597 : tensor<8x8xf32>
    %604 = stablehlo.add %599, %603 : tensor<8x8xf32>
    %605 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %606 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %607 = stablehlo.select %605, %606, %c_21 : tensor<i1>, tensor<i32>
    %608 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %609 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %610 = stablehlo.select %608, %609, %c_25 : tensor<i1>, tensor<i32>
    %611 = stablehlo.dynamic_update_slice %579, %590, %607, %610 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %612 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %613 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %614 = stablehlo.select %612, %613, %c_21 : tensor<i1>, tensor<i32>
    %615 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %616 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %617 = stablehlo.select %615, %616, %c_25 : tensor<i1>, tensor<i32>
    %618 = stablehlo.dynamic_update_slice %586, %597, %614, %617 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %619 = stablehlo.slice %302 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %620 = stablehlo.slice %313 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %622 = stablehlo.multiply %572, %621 : tensor<8x8xf32>
    %623 = stablehlo.dot_general %622, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %624 = stablehlo.slice %263 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %625 = stablehlo.slice %290 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %627 = stablehlo.multiply %624, %626 : tensor<8x8xf32>
    %628 = stablehlo.add %623, %627 : tensor<8x8xf32>
    %629 = stablehlo.tanh %628 : tensor<8x8xf32>
    %630 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %631 = stablehlo.multiply %630, %622 : tensor<8x8xf32>
    %632 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %633 = stablehlo.subtract %632, %619 : tensor<1x8xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %635 = stablehlo.multiply %634, %629 : tensor<8x8xf32>
    %636 = stablehlo.add %631, %635 : tensor<8x8xf32>
    %637 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %638 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %639 = stablehlo.select %637, %638, %c_20 : tensor<i1>, tensor<i32>
    %640 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %641 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %642 = stablehlo.select %640, %641, %c_32 : tensor<i1>, tensor<i32>
    %643 = stablehlo.dynamic_update_slice %611, %622, %639, %642 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %644 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %645 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %646 = stablehlo.select %644, %645, %c_20 : tensor<i1>, tensor<i32>
    %647 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %648 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %649 = stablehlo.select %647, %648, %c_32 : tensor<i1>, tensor<i32>
    %650 = stablehlo.dynamic_update_slice %618, %629, %646, %649 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %651 = stablehlo.slice %302 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %652 = stablehlo.slice %313 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %654 = stablehlo.multiply %604, %653 : tensor<8x8xf32>
    %655 = stablehlo.dot_general %654, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %656 = stablehlo.slice %263 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %657 = stablehlo.slice %290 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %659 = stablehlo.multiply %656, %658 : tensor<8x8xf32>
    %660 = stablehlo.add %655, %659 : tensor<8x8xf32>
    %661 = stablehlo.tanh %660 : tensor<8x8xf32>
    %662 = stablehlo.broadcast_in_dim %651, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %663 = stablehlo.multiply %662, %654 : tensor<8x8xf32>
    %664 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %665 = stablehlo.subtract %664, %651 : tensor<1x8xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %667 = stablehlo.multiply %666, %661 : tensor<8x8xf32>
    %668 = stablehlo.add %663, %667 : tensor<8x8xf32>
    %669 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %670 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %671 = stablehlo.select %669, %670, %c_20 : tensor<i1>, tensor<i32>
    %672 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %673 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %674 = stablehlo.select %672, %673, %c_25 : tensor<i1>, tensor<i32>
    %675 = stablehlo.dynamic_update_slice %643, %654, %671, %674 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %676 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %677 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %678 = stablehlo.select %676, %677, %c_20 : tensor<i1>, tensor<i32>
    %679 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %680 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %681 = stablehlo.select %679, %680, %c_25 : tensor<i1>, tensor<i32>
    %682 = stablehlo.dynamic_update_slice %650, %661, %678, %681 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %683 = stablehlo.slice %302 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %684 = stablehlo.slice %313 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %685 = stablehlo.broadcast_in_dim %684, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %686 = stablehlo.multiply %636, %685 : tensor<8x8xf32>
    %687 = stablehlo.dot_general %686, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %688 = stablehlo.slice %263 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %689 = stablehlo.slice %290 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %691 = stablehlo.multiply %688, %690 : tensor<8x8xf32>
    %692 = stablehlo.add %687, %691 : tensor<8x8xf32>
    %693 = stablehlo.tanh %692 : tensor<8x8xf32>
    %694 = stablehlo.broadcast_in_dim %683, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %695 = stablehlo.multiply %694, %686 : tensor<8x8xf32>
    %696 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %697 = stablehlo.subtract %696, %683 : tensor<1x8xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %699 = stablehlo.multiply %698, %693 : tensor<8x8xf32>
    %700 = stablehlo.add %695, %699 : tensor<8x8xf32>
    %701 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %702 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %703 = stablehlo.select %701, %702, %c_19 : tensor<i1>, tensor<i32>
    %704 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %705 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %706 = stablehlo.select %704, %705, %c_32 : tensor<i1>, tensor<i32>
    %707 = stablehlo.dynamic_update_slice %675, %686, %703, %706 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %708 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %709 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %710 = stablehlo.select %708, %709, %c_19 : tensor<i1>, tensor<i32>
    %711 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %712 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %713 = stablehlo.select %711, %712, %c_32 : tensor<i1>, tensor<i32>
    %714 = stablehlo.dynamic_update_slice %682, %693, %710, %713 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %715 = stablehlo.slice %302 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %716 = stablehlo.slice %313 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %718 = stablehlo.multiply %668, %717 : tensor<8x8xf32>
    %719 = stablehlo.dot_general %718, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %720 = stablehlo.slice %263 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %721 = stablehlo.slice %290 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %723 = stablehlo.multiply %720, %722 : tensor<8x8xf32>
    %724 = stablehlo.add %719, %723 : tensor<8x8xf32>
    %725 = stablehlo.tanh %724 : tensor<8x8xf32>
    %726 = stablehlo.broadcast_in_dim %715, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %727 = stablehlo.multiply %726, %718 : tensor<8x8xf32>
    %728 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %729 = stablehlo.subtract %728, %715 : tensor<1x8xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %731 = stablehlo.multiply %730, %725 : tensor<8x8xf32>
    %732 = stablehlo.add %727, %731 : tensor<8x8xf32>
    %733 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %734 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %735 = stablehlo.select %733, %734, %c_19 : tensor<i1>, tensor<i32>
    %736 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %737 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %738 = stablehlo.select %736, %737, %c_25 : tensor<i1>, tensor<i32>
    %739 = stablehlo.dynamic_update_slice %707, %718, %735, %738 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %740 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %741 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %742 = stablehlo.select %740, %741, %c_19 : tensor<i1>, tensor<i32>
    %743 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %744 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %745 = stablehlo.select %743, %744, %c_25 : tensor<i1>, tensor<i32>
    %746 = stablehlo.dynamic_update_slice %714, %725, %742, %745 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %747 = stablehlo.slice %302 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %748 = stablehlo.slice %313 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %750 = stablehlo.multiply %700, %749 : tensor<8x8xf32>
    %751 = stablehlo.dot_general %750, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %752 = stablehlo.slice %263 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %753 = stablehlo.slice %290 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %755 = stablehlo.multiply %752, %754 : tensor<8x8xf32>
    %756 = stablehlo.add %751, %755 : tensor<8x8xf32>
    %757 = stablehlo.tanh %756 : tensor<8x8xf32>
    %758 = stablehlo.broadcast_in_dim %747, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %759 = stablehlo.multiply %758, %750 : tensor<8x8xf32>
    %760 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %761 = stablehlo.subtract %760, %747 : tensor<1x8xf32>
    %762 = stablehlo.broadcast_in_dim %761, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %763 = stablehlo.multiply %762, %757 : tensor<8x8xf32>
    %764 = stablehlo.add %759, %763 : tensor<8x8xf32>
    %765 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %766 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %767 = stablehlo.select %765, %766, %c_18 : tensor<i1>, tensor<i32>
    %768 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %769 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %770 = stablehlo.select %768, %769, %c_32 : tensor<i1>, tensor<i32>
    %771 = stablehlo.dynamic_update_slice %739, %750, %767, %770 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %772 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %773 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %774 = stablehlo.select %772, %773, %c_18 : tensor<i1>, tensor<i32>
    %775 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %776 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %777 = stablehlo.select %775, %776, %c_32 : tensor<i1>, tensor<i32>
    %778 = stablehlo.dynamic_update_slice %746, %757, %774, %777 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %779 = stablehlo.slice %302 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %780 = stablehlo.slice %313 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %782 = stablehlo.multiply %732, %781 : tensor<8x8xf32>
    %783 = stablehlo.dot_general %782, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %784 = stablehlo.slice %263 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %785 = stablehlo.slice %290 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %787 = stablehlo.multiply %784, %786 : tensor<8x8xf32>
    %788 = stablehlo.add %783, %787 : tensor<8x8xf32>
    %789 = stablehlo.tanh %788 : tensor<8x8xf32>
    %790 = stablehlo.broadcast_in_dim %779, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %791 = stablehlo.multiply %790, %782 : tensor<8x8xf32>
    %792 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %793 = stablehlo.subtract %792, %779 : tensor<1x8xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %795 = stablehlo.multiply %794, %789 : tensor<8x8xf32>
    %796 = stablehlo.add %791, %795 : tensor<8x8xf32>
    %797 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %798 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %799 = stablehlo.select %797, %798, %c_18 : tensor<i1>, tensor<i32>
    %800 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %801 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %802 = stablehlo.select %800, %801, %c_25 : tensor<i1>, tensor<i32>
    %803 = stablehlo.dynamic_update_slice %771, %782, %799, %802 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %804 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %805 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %806 = stablehlo.select %804, %805, %c_18 : tensor<i1>, tensor<i32>
    %807 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %808 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %809 = stablehlo.select %807, %808, %c_25 : tensor<i1>, tensor<i32>
    %810 = stablehlo.dynamic_update_slice %778, %789, %806, %809 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %811 = stablehlo.slice %302 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %812 = stablehlo.slice %313 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %814 = stablehlo.multiply %764, %813 : tensor<8x8xf32>
    %815 = stablehlo.dot_general %814, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %816 = stablehlo.slice %263 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %817 = stablehlo.slice %290 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
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
    %829 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %830 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %831 = stablehlo.select %829, %830, %c_17 : tensor<i1>, tensor<i32>
    %832 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %833 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %834 = stablehlo.select %832, %833, %c_32 : tensor<i1>, tensor<i32>
    %835 = stablehlo.dynamic_update_slice %803, %814, %831, %834 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %836 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %837 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %838 = stablehlo.select %836, %837, %c_17 : tensor<i1>, tensor<i32>
    %839 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %840 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %841 = stablehlo.select %839, %840, %c_32 : tensor<i1>, tensor<i32>
    %842 = stablehlo.dynamic_update_slice %810, %821, %838, %841 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %843 = stablehlo.slice %302 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %844 = stablehlo.slice %313 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %846 = stablehlo.multiply %796, %845 : tensor<8x8xf32>
    %847 = stablehlo.dot_general %846, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %848 = stablehlo.slice %263 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %849 = stablehlo.slice %290 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %851 = stablehlo.multiply %848, %850 : tensor<8x8xf32>
    %852 = stablehlo.add %847, %851 : tensor<8x8xf32>
    %853 = stablehlo.tanh %852 : tensor<8x8xf32>
    %854 = stablehlo.broadcast_in_dim %843, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %855 = stablehlo.multiply %854, %846 : tensor<8x8xf32>
    %856 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %857 = stablehlo.subtract %856, %843 : tensor<1x8xf32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %859 = stablehlo.multiply %858, %853 : tensor<8x8xf32>
    %860 = stablehlo.add %855, %859 : tensor<8x8xf32>
    %861 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %862 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %863 = stablehlo.select %861, %862, %c_17 : tensor<i1>, tensor<i32>
    %864 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %865 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %866 = stablehlo.select %864, %865, %c_25 : tensor<i1>, tensor<i32>
    %867 = stablehlo.dynamic_update_slice %835, %846, %863, %866 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %868 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %869 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %870 = stablehlo.select %868, %869, %c_17 : tensor<i1>, tensor<i32>
    %871 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %872 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %873 = stablehlo.select %871, %872, %c_25 : tensor<i1>, tensor<i32>
    %874 = stablehlo.dynamic_update_slice %842, %853, %870, %873 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %875 = stablehlo.slice %302 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %876 = stablehlo.slice %313 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %878 = stablehlo.multiply %828, %877 : tensor<8x8xf32>
    %879 = stablehlo.dot_general %878, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %880 = stablehlo.slice %263 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %881 = stablehlo.slice %290 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %883 = stablehlo.multiply %880, %882 : tensor<8x8xf32>
    %884 = stablehlo.add %879, %883 : tensor<8x8xf32>
    %885 = stablehlo.tanh %884 : tensor<8x8xf32>
    %886 = stablehlo.broadcast_in_dim %875, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %887 = stablehlo.multiply %886, %878 : tensor<8x8xf32>
    %888 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %889 = stablehlo.subtract %888, %875 : tensor<1x8xf32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %891 = stablehlo.multiply %890, %885 : tensor<8x8xf32>
    %892 = stablehlo.add %887, %891 : tensor<8x8xf32>
    %893 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %894 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %895 = stablehlo.select %893, %894, %c_26 : tensor<i1>, tensor<i32>
    %896 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %897 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %898 = stablehlo.select %896, %897, %c_32 : tensor<i1>, tensor<i32>
    %899 = stablehlo.dynamic_update_slice %867, %878, %895, %898 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %900 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %901 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %902 = stablehlo.select %900, %901, %c_26 : tensor<i1>, tensor<i32>
    %903 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %904 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %905 = stablehlo.select %903, %904, %c_32 : tensor<i1>, tensor<i32>
    %906 = stablehlo.dynamic_update_slice %874, %885, %902, %905 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %907 = stablehlo.slice %302 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %908 = stablehlo.slice %313 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %910 = stablehlo.multiply %860, %909 : tensor<8x8xf32>
    %911 = stablehlo.dot_general %910, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %912 = stablehlo.slice %263 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %913 = stablehlo.slice %290 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
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
    %925 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %926 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %927 = stablehlo.select %925, %926, %c_26 : tensor<i1>, tensor<i32>
    %928 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %929 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %930 = stablehlo.select %928, %929, %c_25 : tensor<i1>, tensor<i32>
    %931 = stablehlo.dynamic_update_slice %899, %910, %927, %930 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %932 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %933 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %934 = stablehlo.select %932, %933, %c_26 : tensor<i1>, tensor<i32>
    %935 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %936 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %937 = stablehlo.select %935, %936, %c_25 : tensor<i1>, tensor<i32>
    %938 = stablehlo.dynamic_update_slice %906, %917, %934, %937 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %939 = stablehlo.slice %302 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %940 = stablehlo.slice %313 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %942 = stablehlo.multiply %892, %941 : tensor<8x8xf32>
    %943 = stablehlo.dot_general %942, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %944 = stablehlo.slice %263 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %945 = stablehlo.slice %290 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %946 = stablehlo.broadcast_in_dim %945, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %947 = stablehlo.multiply %944, %946 : tensor<8x8xf32>
    %948 = stablehlo.add %943, %947 : tensor<8x8xf32>
    %949 = stablehlo.tanh %948 : tensor<8x8xf32>
    %950 = stablehlo.broadcast_in_dim %939, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %951 = stablehlo.multiply %950, %942 : tensor<8x8xf32>
    %952 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %953 = stablehlo.subtract %952, %939 : tensor<1x8xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %955 = stablehlo.multiply %954, %949 : tensor<8x8xf32>
    %956 = stablehlo.add %951, %955 : tensor<8x8xf32>
    %957 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %958 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %959 = stablehlo.select %957, %958, %c_16 : tensor<i1>, tensor<i32>
    %960 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %961 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %962 = stablehlo.select %960, %961, %c_32 : tensor<i1>, tensor<i32>
    %963 = stablehlo.dynamic_update_slice %931, %942, %959, %962 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %964 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %965 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %966 = stablehlo.select %964, %965, %c_16 : tensor<i1>, tensor<i32>
    %967 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %968 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %969 = stablehlo.select %967, %968, %c_32 : tensor<i1>, tensor<i32>
    %970 = stablehlo.dynamic_update_slice %938, %949, %966, %969 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %971 = stablehlo.slice %302 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %972 = stablehlo.slice %313 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %974 = stablehlo.multiply %924, %973 : tensor<8x8xf32>
    %975 = stablehlo.dot_general %974, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %976 = stablehlo.slice %263 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %977 = stablehlo.slice %290 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %979 = stablehlo.multiply %976, %978 : tensor<8x8xf32>
    %980 = stablehlo.add %975, %979 : tensor<8x8xf32>
    %981 = stablehlo.tanh %980 : tensor<8x8xf32>
    %982 = stablehlo.broadcast_in_dim %971, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %983 = stablehlo.multiply %982, %974 : tensor<8x8xf32>
    %984 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %985 = stablehlo.subtract %984, %971 : tensor<1x8xf32>
    %986 = stablehlo.broadcast_in_dim %985, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %987 = stablehlo.multiply %986, %981 : tensor<8x8xf32>
    %988 = stablehlo.add %983, %987 : tensor<8x8xf32>
    %989 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %990 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %991 = stablehlo.select %989, %990, %c_16 : tensor<i1>, tensor<i32>
    %992 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %993 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %994 = stablehlo.select %992, %993, %c_25 : tensor<i1>, tensor<i32>
    %995 = stablehlo.dynamic_update_slice %963, %974, %991, %994 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %996 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %997 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %998 = stablehlo.select %996, %997, %c_16 : tensor<i1>, tensor<i32>
    %999 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1000 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1001 = stablehlo.select %999, %1000, %c_25 : tensor<i1>, tensor<i32>
    %1002 = stablehlo.dynamic_update_slice %970, %981, %998, %1001 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1003 = stablehlo.slice %302 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1004 = stablehlo.slice %313 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1006 = stablehlo.multiply %956, %1005 : tensor<8x8xf32>
    %1007 = stablehlo.dot_general %1006, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1008 = stablehlo.slice %263 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1009 = stablehlo.slice %290 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1010 = stablehlo.broadcast_in_dim %1009, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1011 = stablehlo.multiply %1008, %1010 : tensor<8x8xf32>
    %1012 = stablehlo.add %1007, %1011 : tensor<8x8xf32>
    %1013 = stablehlo.tanh %1012 : tensor<8x8xf32>
    %1014 = stablehlo.broadcast_in_dim %1003, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1015 = stablehlo.multiply %1014, %1006 : tensor<8x8xf32>
    %1016 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1017 = stablehlo.subtract %1016, %1003 : tensor<1x8xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1019 = stablehlo.multiply %1018, %1013 : tensor<8x8xf32>
    %1020 = stablehlo.add %1015, %1019 : tensor<8x8xf32>
    %1021 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1022 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1023 = stablehlo.select %1021, %1022, %c_15 : tensor<i1>, tensor<i32>
    %1024 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1025 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1026 = stablehlo.select %1024, %1025, %c_32 : tensor<i1>, tensor<i32>
    %1027 = stablehlo.dynamic_update_slice %995, %1006, %1023, %1026 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1028 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1029 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1030 = stablehlo.select %1028, %1029, %c_15 : tensor<i1>, tensor<i32>
    %1031 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1032 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1033 = stablehlo.select %1031, %1032, %c_32 : tensor<i1>, tensor<i32>
    %1034 = stablehlo.dynamic_update_slice %1002, %1013, %1030, %1033 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1035 = stablehlo.slice %302 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1036 = stablehlo.slice %313 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1037 = stablehlo.broadcast_in_dim %1036, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1038 = stablehlo.multiply %988, %1037 : tensor<8x8xf32>
    %1039 = stablehlo.dot_general %1038, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1040 = stablehlo.slice %263 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1041 = stablehlo.slice %290 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1043 = stablehlo.multiply %1040, %1042 : tensor<8x8xf32>
    %1044 = stablehlo.add %1039, %1043 : tensor<8x8xf32>
    %1045 = stablehlo.tanh %1044 : tensor<8x8xf32>
    %1046 = stablehlo.broadcast_in_dim %1035, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1047 = stablehlo.multiply %1046, %1038 : tensor<8x8xf32>
    %1048 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1049 = stablehlo.subtract %1048, %1035 : tensor<1x8xf32>
    %1050 = stablehlo.broadcast_in_dim %1049, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1051 = stablehlo.multiply %1050, %1045 : tensor<8x8xf32>
    %1052 = stablehlo.add %1047, %1051 : tensor<8x8xf32>
    %1053 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1054 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1055 = stablehlo.select %1053, %1054, %c_15 : tensor<i1>, tensor<i32>
    %1056 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1057 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1058 = stablehlo.select %1056, %1057, %c_25 : tensor<i1>, tensor<i32>
    %1059 = stablehlo.dynamic_update_slice %1027, %1038, %1055, %1058 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1060 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1061 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1062 = stablehlo.select %1060, %1061, %c_15 : tensor<i1>, tensor<i32>
    %1063 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1064 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1065 = stablehlo.select %1063, %1064, %c_25 : tensor<i1>, tensor<i32>
    %1066 = stablehlo.dynamic_update_slice %1034, %1045, %1062, %1065 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1067 = stablehlo.slice %302 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1068 = stablehlo.slice %313 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1069 = stablehlo.broadcast_in_dim %1068, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1070 = stablehlo.multiply %1020, %1069 : tensor<8x8xf32>
    %1071 = stablehlo.dot_general %1070, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1072 = stablehlo.slice %263 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1073 = stablehlo.slice %290 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1074 = stablehlo.broadcast_in_dim %1073, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1075 = stablehlo.multiply %1072, %1074 : tensor<8x8xf32>
    %1076 = stablehlo.add %1071, %1075 : tensor<8x8xf32>
    %1077 = stablehlo.tanh %1076 : tensor<8x8xf32>
    %1078 = stablehlo.broadcast_in_dim %1067, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1079 = stablehlo.multiply %1078, %1070 : tensor<8x8xf32>
    %1080 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1081 = stablehlo.subtract %1080, %1067 : tensor<1x8xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1083 = stablehlo.multiply %1082, %1077 : tensor<8x8xf32>
    %1084 = stablehlo.add %1079, %1083 : tensor<8x8xf32>
    %1085 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1086 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1087 = stablehlo.select %1085, %1086, %c_14 : tensor<i1>, tensor<i32>
    %1088 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1089 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1090 = stablehlo.select %1088, %1089, %c_32 : tensor<i1>, tensor<i32>
    %1091 = stablehlo.dynamic_update_slice %1059, %1070, %1087, %1090 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1092 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1093 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1094 = stablehlo.select %1092, %1093, %c_14 : tensor<i1>, tensor<i32>
    %1095 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1096 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1097 = stablehlo.select %1095, %1096, %c_32 : tensor<i1>, tensor<i32>
    %1098 = stablehlo.dynamic_update_slice %1066, %1077, %1094, %1097 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1099 = stablehlo.slice %302 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1100 = stablehlo.slice %313 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1101 = stablehlo.broadcast_in_dim %1100, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1102 = stablehlo.multiply %1052, %1101 : tensor<8x8xf32>
    %1103 = stablehlo.dot_general %1102, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1104 = stablehlo.slice %263 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1105 = stablehlo.slice %290 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1107 = stablehlo.multiply %1104, %1106 : tensor<8x8xf32>
    %1108 = stablehlo.add %1103, %1107 : tensor<8x8xf32>
    %1109 = stablehlo.tanh %1108 : tensor<8x8xf32>
    %1110 = stablehlo.broadcast_in_dim %1099, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1111 = stablehlo.multiply %1110, %1102 : tensor<8x8xf32>
    %1112 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1113 = stablehlo.subtract %1112, %1099 : tensor<1x8xf32>
    %1114 = stablehlo.broadcast_in_dim %1113, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1115 = stablehlo.multiply %1114, %1109 : tensor<8x8xf32>
    %1116 = stablehlo.add %1111, %1115 : tensor<8x8xf32>
    %1117 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1118 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1119 = stablehlo.select %1117, %1118, %c_14 : tensor<i1>, tensor<i32>
    %1120 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1121 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1122 = stablehlo.select %1120, %1121, %c_25 : tensor<i1>, tensor<i32>
    %1123 = stablehlo.dynamic_update_slice %1091, %1102, %1119, %1122 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1124 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1125 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1126 = stablehlo.select %1124, %1125, %c_14 : tensor<i1>, tensor<i32>
    %1127 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1128 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1129 = stablehlo.select %1127, %1128, %c_25 : tensor<i1>, tensor<i32>
    %1130 = stablehlo.dynamic_update_slice %1098, %1109, %1126, %1129 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1131 = stablehlo.slice %302 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1132 = stablehlo.slice %313 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1134 = stablehlo.multiply %1084, %1133 : tensor<8x8xf32>
    %1135 = stablehlo.dot_general %1134, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1136 = stablehlo.slice %263 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1137 = stablehlo.slice %290 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1138 = stablehlo.broadcast_in_dim %1137, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1139 = stablehlo.multiply %1136, %1138 : tensor<8x8xf32>
    %1140 = stablehlo.add %1135, %1139 : tensor<8x8xf32>
    %1141 = stablehlo.tanh %1140 : tensor<8x8xf32>
    %1142 = stablehlo.broadcast_in_dim %1131, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1143 = stablehlo.multiply %1142, %1134 : tensor<8x8xf32>
    %1144 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1145 = stablehlo.subtract %1144, %1131 : tensor<1x8xf32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1147 = stablehlo.multiply %1146, %1141 : tensor<8x8xf32>
    %1148 = stablehlo.add %1143, %1147 : tensor<8x8xf32>
    %1149 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1150 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1151 = stablehlo.select %1149, %1150, %c_13 : tensor<i1>, tensor<i32>
    %1152 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1153 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1154 = stablehlo.select %1152, %1153, %c_32 : tensor<i1>, tensor<i32>
    %1155 = stablehlo.dynamic_update_slice %1123, %1134, %1151, %1154 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1156 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1157 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1158 = stablehlo.select %1156, %1157, %c_13 : tensor<i1>, tensor<i32>
    %1159 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1160 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1161 = stablehlo.select %1159, %1160, %c_32 : tensor<i1>, tensor<i32>
    %1162 = stablehlo.dynamic_update_slice %1130, %1141, %1158, %1161 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1163 = stablehlo.slice %302 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1164 = stablehlo.slice %313 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1166 = stablehlo.multiply %1116, %1165 : tensor<8x8xf32>
    %1167 = stablehlo.dot_general %1166, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1168 = stablehlo.slice %263 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1169 = stablehlo.slice %290 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1170 = stablehlo.broadcast_in_dim %1169, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1171 = stablehlo.multiply %1168, %1170 : tensor<8x8xf32>
    %1172 = stablehlo.add %1167, %1171 : tensor<8x8xf32>
    %1173 = stablehlo.tanh %1172 : tensor<8x8xf32>
    %1174 = stablehlo.broadcast_in_dim %1163, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1175 = stablehlo.multiply %1174, %1166 : tensor<8x8xf32>
    %1176 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1177 = stablehlo.subtract %1176, %1163 : tensor<1x8xf32>
    %1178 = stablehlo.broadcast_in_dim %1177, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1179 = stablehlo.multiply %1178, %1173 : tensor<8x8xf32>
    %1180 = stablehlo.add %1175, %1179 : tensor<8x8xf32>
    %1181 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1182 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1183 = stablehlo.select %1181, %1182, %c_13 : tensor<i1>, tensor<i32>
    %1184 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1185 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1186 = stablehlo.select %1184, %1185, %c_25 : tensor<i1>, tensor<i32>
    %1187 = stablehlo.dynamic_update_slice %1155, %1166, %1183, %1186 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1188 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1189 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1190 = stablehlo.select %1188, %1189, %c_13 : tensor<i1>, tensor<i32>
    %1191 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1192 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1193 = stablehlo.select %1191, %1192, %c_25 : tensor<i1>, tensor<i32>
    %1194 = stablehlo.dynamic_update_slice %1162, %1173, %1190, %1193 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1195 = stablehlo.slice %302 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1196 = stablehlo.slice %313 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1198 = stablehlo.multiply %1148, %1197 : tensor<8x8xf32>
    %1199 = stablehlo.dot_general %1198, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1200 = stablehlo.slice %263 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1201 = stablehlo.slice %290 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1202 = stablehlo.broadcast_in_dim %1201, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1203 = stablehlo.multiply %1200, %1202 : tensor<8x8xf32>
    %1204 = stablehlo.add %1199, %1203 : tensor<8x8xf32>
    %1205 = stablehlo.tanh %1204 : tensor<8x8xf32>
    %1206 = stablehlo.broadcast_in_dim %1195, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1207 = stablehlo.multiply %1206, %1198 : tensor<8x8xf32>
    %1208 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1209 = stablehlo.subtract %1208, %1195 : tensor<1x8xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1211 = stablehlo.multiply %1210, %1205 : tensor<8x8xf32>
    %1212 = stablehlo.add %1207, %1211 : tensor<8x8xf32>
    %1213 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1214 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1215 = stablehlo.select %1213, %1214, %c_12 : tensor<i1>, tensor<i32>
    %1216 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1217 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1218 = stablehlo.select %1216, %1217, %c_32 : tensor<i1>, tensor<i32>
    %1219 = stablehlo.dynamic_update_slice %1187, %1198, %1215, %1218 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1220 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1221 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1222 = stablehlo.select %1220, %1221, %c_12 : tensor<i1>, tensor<i32>
    %1223 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1224 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1225 = stablehlo.select %1223, %1224, %c_32 : tensor<i1>, tensor<i32>
    %1226 = stablehlo.dynamic_update_slice %1194, %1205, %1222, %1225 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1227 = stablehlo.slice %302 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1228 = stablehlo.slice %313 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1229 = stablehlo.broadcast_in_dim %1228, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1230 = stablehlo.multiply %1180, %1229 : tensor<8x8xf32>
    %1231 = stablehlo.dot_general %1230, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1232 = stablehlo.slice %263 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1233 = stablehlo.slice %290 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1234 = stablehlo.broadcast_in_dim %1233, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1235 = stablehlo.multiply %1232, %1234 : tensor<8x8xf32>
    %1236 = stablehlo.add %1231, %1235 : tensor<8x8xf32>
    %1237 = stablehlo.tanh %1236 : tensor<8x8xf32>
    %1238 = stablehlo.broadcast_in_dim %1227, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1239 = stablehlo.multiply %1238, %1230 : tensor<8x8xf32>
    %1240 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1241 = stablehlo.subtract %1240, %1227 : tensor<1x8xf32>
    %1242 = stablehlo.broadcast_in_dim %1241, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1243 = stablehlo.multiply %1242, %1237 : tensor<8x8xf32>
    %1244 = stablehlo.add %1239, %1243 : tensor<8x8xf32>
    %1245 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1246 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1247 = stablehlo.select %1245, %1246, %c_12 : tensor<i1>, tensor<i32>
    %1248 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1249 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1250 = stablehlo.select %1248, %1249, %c_25 : tensor<i1>, tensor<i32>
    %1251 = stablehlo.dynamic_update_slice %1219, %1230, %1247, %1250 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1252 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1253 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1254 = stablehlo.select %1252, %1253, %c_12 : tensor<i1>, tensor<i32>
    %1255 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1256 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1257 = stablehlo.select %1255, %1256, %c_25 : tensor<i1>, tensor<i32>
    %1258 = stablehlo.dynamic_update_slice %1226, %1237, %1254, %1257 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1259 = stablehlo.slice %302 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1260 = stablehlo.slice %313 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1262 = stablehlo.multiply %1212, %1261 : tensor<8x8xf32>
    %1263 = stablehlo.dot_general %1262, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1264 = stablehlo.slice %263 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1265 = stablehlo.slice %290 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1266 = stablehlo.broadcast_in_dim %1265, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1267 = stablehlo.multiply %1264, %1266 : tensor<8x8xf32>
    %1268 = stablehlo.add %1263, %1267 : tensor<8x8xf32>
    %1269 = stablehlo.tanh %1268 : tensor<8x8xf32>
    %1270 = stablehlo.broadcast_in_dim %1259, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1271 = stablehlo.multiply %1270, %1262 : tensor<8x8xf32>
    %1272 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1273 = stablehlo.subtract %1272, %1259 : tensor<1x8xf32>
    %1274 = stablehlo.broadcast_in_dim %1273, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1275 = stablehlo.multiply %1274, %1269 : tensor<8x8xf32>
    %1276 = stablehlo.add %1271, %1275 : tensor<8x8xf32>
    %1277 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1278 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1279 = stablehlo.select %1277, %1278, %c_11 : tensor<i1>, tensor<i32>
    %1280 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1281 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1282 = stablehlo.select %1280, %1281, %c_32 : tensor<i1>, tensor<i32>
    %1283 = stablehlo.dynamic_update_slice %1251, %1262, %1279, %1282 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1284 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1285 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1286 = stablehlo.select %1284, %1285, %c_11 : tensor<i1>, tensor<i32>
    %1287 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1288 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1289 = stablehlo.select %1287, %1288, %c_32 : tensor<i1>, tensor<i32>
    %1290 = stablehlo.dynamic_update_slice %1258, %1269, %1286, %1289 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1291 = stablehlo.slice %302 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1292 = stablehlo.slice %313 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1293 = stablehlo.broadcast_in_dim %1292, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1294 = stablehlo.multiply %1244, %1293 : tensor<8x8xf32>
    %1295 = stablehlo.dot_general %1294, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1296 = stablehlo.slice %263 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1297 = stablehlo.slice %290 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1298 = stablehlo.broadcast_in_dim %1297, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1299 = stablehlo.multiply %1296, %1298 : tensor<8x8xf32>
    %1300 = stablehlo.add %1295, %1299 : tensor<8x8xf32>
    %1301 = stablehlo.tanh %1300 : tensor<8x8xf32>
    %1302 = stablehlo.broadcast_in_dim %1291, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1303 = stablehlo.multiply %1302, %1294 : tensor<8x8xf32>
    %1304 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1305 = stablehlo.subtract %1304, %1291 : tensor<1x8xf32>
    %1306 = stablehlo.broadcast_in_dim %1305, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1307 = stablehlo.multiply %1306, %1301 : tensor<8x8xf32>
    %1308 = stablehlo.add %1303, %1307 : tensor<8x8xf32>
    %1309 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1310 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1311 = stablehlo.select %1309, %1310, %c_11 : tensor<i1>, tensor<i32>
    %1312 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1313 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1314 = stablehlo.select %1312, %1313, %c_25 : tensor<i1>, tensor<i32>
    %1315 = stablehlo.dynamic_update_slice %1283, %1294, %1311, %1314 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1316 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1317 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1318 = stablehlo.select %1316, %1317, %c_11 : tensor<i1>, tensor<i32>
    %1319 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1320 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1321 = stablehlo.select %1319, %1320, %c_25 : tensor<i1>, tensor<i32>
    %1322 = stablehlo.dynamic_update_slice %1290, %1301, %1318, %1321 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1323 = stablehlo.slice %313 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1324 = stablehlo.broadcast_in_dim %1323, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1325 = stablehlo.multiply %1276, %1324 : tensor<8x8xf32>
    %1326 = stablehlo.dot_general %1325, %324, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1327 = stablehlo.slice %263 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1328 = stablehlo.slice %290 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1329 = stablehlo.broadcast_in_dim %1328, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1330 = stablehlo.multiply %1327, %1329 : tensor<8x8xf32>
    %1331 = stablehlo.add %1326, %1330 : tensor<8x8xf32>
    %1332 = stablehlo.tanh %1331 : tensor<8x8xf32>
    %1333 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1334 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1335 = stablehlo.select %1333, %1334, %c_10 : tensor<i1>, tensor<i32>
    %1336 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1337 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1338 = stablehlo.select %1336, %1337, %c_32 : tensor<i1>, tensor<i32>
    %1339 = stablehlo.dynamic_update_slice %1315, %1325, %1335, %1338 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1340 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1341 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1342 = stablehlo.select %1340, %1341, %c_10 : tensor<i1>, tensor<i32>
    %1343 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1344 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1345 = stablehlo.select %1343, %1344, %c_32 : tensor<i1>, tensor<i32>
    %1346 = stablehlo.dynamic_update_slice %1322, %1332, %1342, %1345 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1347 = stablehlo.slice %313 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1349 = stablehlo.multiply %1308, %1348 : tensor<8x8xf32>
    %1350 = stablehlo.dot_general %1349, %335, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1351 = stablehlo.slice %263 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1352 = stablehlo.slice %290 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1354 = stablehlo.multiply %1351, %1353 : tensor<8x8xf32>
    %1355 = stablehlo.add %1350, %1354 : tensor<8x8xf32>
    %1356 = stablehlo.tanh %1355 : tensor<8x8xf32>
    %1357 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1358 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1359 = stablehlo.select %1357, %1358, %c_10 : tensor<i1>, tensor<i32>
    %1360 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1361 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1362 = stablehlo.select %1360, %1361, %c_25 : tensor<i1>, tensor<i32>
    %1363 = stablehlo.dynamic_update_slice %1339, %1349, %1359, %1362 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1364 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1365 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1366 = stablehlo.select %1364, %1365, %c_10 : tensor<i1>, tensor<i32>
    %1367 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1368 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1369 = stablehlo.select %1367, %1368, %c_25 : tensor<i1>, tensor<i32>
    %1370 = stablehlo.dynamic_update_slice %1346, %1356, %1366, %1369 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1371 = stablehlo.slice %235#0 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1372 = stablehlo.slice %235#0 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1373 = stablehlo.slice %302 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1374 = stablehlo.slice %346 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1375 = stablehlo.slice %1363 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1376 = stablehlo.slice %1370 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1377 = stablehlo.slice %279 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1378 = stablehlo.broadcast_in_dim %1374, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1379 = stablehlo.multiply %1377, %1378 : tensor<8x8xf32>
    %1380 = stablehlo.add %1371, %1379 : tensor<8x8xf32>
    %1381 = stablehlo.broadcast_in_dim %1373, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1382 = stablehlo.multiply %1381, %1375 : tensor<8x8xf32>
    %1383 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1384 = stablehlo.subtract %1383, %1373 : tensor<1x8xf32>
    %1385 = stablehlo.broadcast_in_dim %1384, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1386 = stablehlo.multiply %1385, %1376 : tensor<8x8xf32>
    %1387 = stablehlo.add %1382, %1386 : tensor<8x8xf32>
    %1388 = stablehlo.broadcast_in_dim %1374, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1389 = stablehlo.multiply %1387, %1388 : tensor<8x8xf32>
    %1390 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1391 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1392 = stablehlo.select %1390, %1391, %c_10 : tensor<i1>, tensor<i32>
    %1393 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1394 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1395 = stablehlo.select %1393, %1394, %c_32 : tensor<i1>, tensor<i32>
    %1396 = stablehlo.dynamic_update_slice %iterArg_54, %1389, %1392, %1395 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1397 = stablehlo.subtract %1375, %1376 : tensor<8x8xf32>
    %1398 = stablehlo.multiply %1380, %1397 : tensor<8x8xf32>
    %1399 = stablehlo.reduce(%1398 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1400 = stablehlo.broadcast_in_dim %1399, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1401 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1402 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1403 = stablehlo.select %1401, %1402, %c_9 : tensor<i1>, tensor<i32>
    %1404 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1405 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1406 = stablehlo.select %1404, %1405, %c_32 : tensor<i1>, tensor<i32>
    %1407 = stablehlo.dynamic_update_slice %iterArg_56, %1400, %1403, %1406 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1408 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1409 = stablehlo.subtract %1408, %1373 : tensor<1x8xf32>
    %1410 = stablehlo.broadcast_in_dim %1409, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1411 = stablehlo.multiply %1410, %1380 : tensor<8x8xf32>
    %1412 = stablehlo.multiply %1376, %1376 : tensor<8x8xf32>
    %1413 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1414 = stablehlo.subtract %1413, %1412 : tensor<8x8xf32>
    %1415 = stablehlo.multiply %1411, %1414 : tensor<8x8xf32>
    %1416 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1417 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1418 = stablehlo.select %1416, %1417, %c_10 : tensor<i1>, tensor<i32>
    %1419 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1420 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1421 = stablehlo.select %1419, %1420, %c_32 : tensor<i1>, tensor<i32>
    %1422 = stablehlo.dynamic_update_slice %iterArg_53, %1415, %1418, %1421 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1423 = stablehlo.slice %290 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1424 = stablehlo.broadcast_in_dim %1423, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1425 = stablehlo.multiply %1415, %1424 : tensor<8x8xf32>
    %1426 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1427 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1428 = stablehlo.select %1426, %1427, %c_10 : tensor<i1>, tensor<i32>
    %1429 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1430 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1431 = stablehlo.select %1429, %1430, %c_32 : tensor<i1>, tensor<i32>
    %1432 = stablehlo.dynamic_update_slice %iterArg_55, %1425, %1428, %1431 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1433 = stablehlo.slice %263 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1434 = stablehlo.multiply %1415, %1433 : tensor<8x8xf32>
    %1435 = stablehlo.reduce(%1434 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1436 = stablehlo.broadcast_in_dim %1435, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1437 = stablehlo.broadcast_in_dim %1436, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1438 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1439 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1440 = stablehlo.select %1438, %1439, %c_32 : tensor<i1>, tensor<i32>
    %1441 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1442 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1443 = stablehlo.select %1441, %1442, %c_9 : tensor<i1>, tensor<i32>
    %1444 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1445 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1446 = stablehlo.select %1444, %1445, %c_32 : tensor<i1>, tensor<i32>
    %1447 = stablehlo.dynamic_update_slice %209, %1437, %1440, %1443, %1446 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1448 = stablehlo.slice %313 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1449 = stablehlo.broadcast_in_dim %1373, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1450 = stablehlo.multiply %1449, %1380 : tensor<8x8xf32>
    %1451 = stablehlo.dot_general %1415, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1452 = stablehlo.add %1450, %1451 : tensor<8x8xf32>
    %1453 = stablehlo.broadcast_in_dim %1448, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1454 = stablehlo.multiply %1453, %1452 : tensor<8x8xf32>
    %1455 = stablehlo.slice %302 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1456 = stablehlo.slice %346 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1457 = stablehlo.slice %1363 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1458 = stablehlo.slice %1370 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1459 = stablehlo.slice %279 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1460 = stablehlo.broadcast_in_dim %1456, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1461 = stablehlo.multiply %1459, %1460 : tensor<8x8xf32>
    %1462 = stablehlo.add %1372, %1461 : tensor<8x8xf32>
    %1463 = stablehlo.broadcast_in_dim %1455, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1464 = stablehlo.multiply %1463, %1457 : tensor<8x8xf32>
    %1465 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1466 = stablehlo.subtract %1465, %1455 : tensor<1x8xf32>
    %1467 = stablehlo.broadcast_in_dim %1466, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1468 = stablehlo.multiply %1467, %1458 : tensor<8x8xf32>
    %1469 = stablehlo.add %1464, %1468 : tensor<8x8xf32>
    %1470 = stablehlo.broadcast_in_dim %1456, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1471 = stablehlo.multiply %1469, %1470 : tensor<8x8xf32>
    %1472 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1473 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1474 = stablehlo.select %1472, %1473, %c_10 : tensor<i1>, tensor<i32>
    %1475 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1476 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1477 = stablehlo.select %1475, %1476, %c_25 : tensor<i1>, tensor<i32>
    %1478 = stablehlo.dynamic_update_slice %1396, %1471, %1474, %1477 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1479 = stablehlo.subtract %1457, %1458 : tensor<8x8xf32>
    %1480 = stablehlo.multiply %1462, %1479 : tensor<8x8xf32>
    %1481 = stablehlo.reduce(%1480 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1482 = stablehlo.broadcast_in_dim %1481, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1483 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1484 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1485 = stablehlo.select %1483, %1484, %c_9 : tensor<i1>, tensor<i32>
    %1486 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1487 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1488 = stablehlo.select %1486, %1487, %c_25 : tensor<i1>, tensor<i32>
    %1489 = stablehlo.dynamic_update_slice %1407, %1482, %1485, %1488 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1490 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1491 = stablehlo.subtract %1490, %1455 : tensor<1x8xf32>
    %1492 = stablehlo.broadcast_in_dim %1491, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1493 = stablehlo.multiply %1492, %1462 : tensor<8x8xf32>
    %1494 = stablehlo.multiply %1458, %1458 : tensor<8x8xf32>
    %1495 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1496 = stablehlo.subtract %1495, %1494 : tensor<8x8xf32>
    %1497 = stablehlo.multiply %1493, %1496 : tensor<8x8xf32>
    %1498 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1499 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1500 = stablehlo.select %1498, %1499, %c_10 : tensor<i1>, tensor<i32>
    %1501 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1502 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1503 = stablehlo.select %1501, %1502, %c_25 : tensor<i1>, tensor<i32>
    %1504 = stablehlo.dynamic_update_slice %1422, %1497, %1500, %1503 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1505 = stablehlo.slice %290 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1507 = stablehlo.multiply %1497, %1506 : tensor<8x8xf32>
    %1508 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1509 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1510 = stablehlo.select %1508, %1509, %c_10 : tensor<i1>, tensor<i32>
    %1511 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1512 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1513 = stablehlo.select %1511, %1512, %c_25 : tensor<i1>, tensor<i32>
    %1514 = stablehlo.dynamic_update_slice %1432, %1507, %1510, %1513 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1515 = stablehlo.slice %263 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1516 = stablehlo.multiply %1497, %1515 : tensor<8x8xf32>
    %1517 = stablehlo.reduce(%1516 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1518 = stablehlo.broadcast_in_dim %1517, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1519 = stablehlo.broadcast_in_dim %1518, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1520 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1521 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1522 = stablehlo.select %1520, %1521, %c_32 : tensor<i1>, tensor<i32>
    %1523 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1524 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1525 = stablehlo.select %1523, %1524, %c_9 : tensor<i1>, tensor<i32>
    %1526 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1527 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1528 = stablehlo.select %1526, %1527, %c_25 : tensor<i1>, tensor<i32>
    %1529 = stablehlo.dynamic_update_slice %1447, %1519, %1522, %1525, %1528 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1530 = stablehlo.slice %313 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1531 = stablehlo.broadcast_in_dim %1455, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1532 = stablehlo.multiply %1531, %1462 : tensor<8x8xf32>
    %1533 = stablehlo.dot_general %1497, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1534 = stablehlo.add %1532, %1533 : tensor<8x8xf32>
    %1535 = stablehlo.broadcast_in_dim %1530, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1536 = stablehlo.multiply %1535, %1534 : tensor<8x8xf32>
    %1537 = stablehlo.slice %302 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1538 = stablehlo.slice %346 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1539 = stablehlo.slice %1363 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1540 = stablehlo.slice %1370 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1541 = stablehlo.slice %279 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1542 = stablehlo.broadcast_in_dim %1538, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1543 = stablehlo.multiply %1541, %1542 : tensor<8x8xf32>
    %1544 = stablehlo.add %1454, %1543 : tensor<8x8xf32>
    %1545 = stablehlo.broadcast_in_dim %1537, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1546 = stablehlo.multiply %1545, %1539 : tensor<8x8xf32>
    %1547 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1548 = stablehlo.subtract %1547, %1537 : tensor<1x8xf32>
    %1549 = stablehlo.broadcast_in_dim %1548, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1550 = stablehlo.multiply %1549, %1540 : tensor<8x8xf32>
    %1551 = stablehlo.add %1546, %1550 : tensor<8x8xf32>
    %1552 = stablehlo.broadcast_in_dim %1538, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1553 = stablehlo.multiply %1551, %1552 : tensor<8x8xf32>
    %1554 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1555 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1556 = stablehlo.select %1554, %1555, %c_11 : tensor<i1>, tensor<i32>
    %1557 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1558 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1559 = stablehlo.select %1557, %1558, %c_32 : tensor<i1>, tensor<i32>
    %1560 = stablehlo.dynamic_update_slice %1478, %1553, %1556, %1559 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1561 = stablehlo.subtract %1539, %1540 : tensor<8x8xf32>
    %1562 = stablehlo.multiply %1544, %1561 : tensor<8x8xf32>
    %1563 = stablehlo.reduce(%1562 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1564 = stablehlo.broadcast_in_dim %1563, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1565 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1566 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1567 = stablehlo.select %1565, %1566, %c_8 : tensor<i1>, tensor<i32>
    %1568 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1569 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1570 = stablehlo.select %1568, %1569, %c_32 : tensor<i1>, tensor<i32>
    %1571 = stablehlo.dynamic_update_slice %1489, %1564, %1567, %1570 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1572 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1573 = stablehlo.subtract %1572, %1537 : tensor<1x8xf32>
    %1574 = stablehlo.broadcast_in_dim %1573, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1575 = stablehlo.multiply %1574, %1544 : tensor<8x8xf32>
    %1576 = stablehlo.multiply %1540, %1540 : tensor<8x8xf32>
    %1577 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1578 = stablehlo.subtract %1577, %1576 : tensor<8x8xf32>
    %1579 = stablehlo.multiply %1575, %1578 : tensor<8x8xf32>
    %1580 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1581 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1582 = stablehlo.select %1580, %1581, %c_11 : tensor<i1>, tensor<i32>
    %1583 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1584 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1585 = stablehlo.select %1583, %1584, %c_32 : tensor<i1>, tensor<i32>
    %1586 = stablehlo.dynamic_update_slice %1504, %1579, %1582, %1585 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1587 = stablehlo.slice %290 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1588 = stablehlo.broadcast_in_dim %1587, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1589 = stablehlo.multiply %1579, %1588 : tensor<8x8xf32>
    %1590 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1591 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1592 = stablehlo.select %1590, %1591, %c_11 : tensor<i1>, tensor<i32>
    %1593 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1594 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1595 = stablehlo.select %1593, %1594, %c_32 : tensor<i1>, tensor<i32>
    %1596 = stablehlo.dynamic_update_slice %1514, %1589, %1592, %1595 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1597 = stablehlo.slice %263 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1598 = stablehlo.multiply %1579, %1597 : tensor<8x8xf32>
    %1599 = stablehlo.reduce(%1598 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1600 = stablehlo.broadcast_in_dim %1599, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1601 = stablehlo.broadcast_in_dim %1600, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1602 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1603 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1604 = stablehlo.select %1602, %1603, %c_32 : tensor<i1>, tensor<i32>
    %1605 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1606 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1607 = stablehlo.select %1605, %1606, %c_8 : tensor<i1>, tensor<i32>
    %1608 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1609 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1610 = stablehlo.select %1608, %1609, %c_32 : tensor<i1>, tensor<i32>
    %1611 = stablehlo.dynamic_update_slice %1529, %1601, %1604, %1607, %1610 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1612 = stablehlo.slice %313 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1613 = stablehlo.broadcast_in_dim %1537, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1614 = stablehlo.multiply %1613, %1544 : tensor<8x8xf32>
    %1615 = stablehlo.dot_general %1579, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1616 = stablehlo.add %1614, %1615 : tensor<8x8xf32>
    %1617 = stablehlo.broadcast_in_dim %1612, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1618 = stablehlo.multiply %1617, %1616 : tensor<8x8xf32>
    %1619 = stablehlo.slice %302 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1620 = stablehlo.slice %346 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1621 = stablehlo.slice %1363 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1622 = stablehlo.slice %1370 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1623 = stablehlo.slice %279 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1624 = stablehlo.broadcast_in_dim %1620, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1625 = stablehlo.multiply %1623, %1624 : tensor<8x8xf32>
    %1626 = stablehlo.add %1536, %1625 : tensor<8x8xf32>
    %1627 = stablehlo.broadcast_in_dim %1619, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1628 = stablehlo.multiply %1627, %1621 : tensor<8x8xf32>
    %1629 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1630 = stablehlo.subtract %1629, %1619 : tensor<1x8xf32>
    %1631 = stablehlo.broadcast_in_dim %1630, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1632 = stablehlo.multiply %1631, %1622 : tensor<8x8xf32>
    %1633 = stablehlo.add %1628, %1632 : tensor<8x8xf32>
    %1634 = stablehlo.broadcast_in_dim %1620, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1635 = stablehlo.multiply %1633, %1634 : tensor<8x8xf32>
    %1636 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1637 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1638 = stablehlo.select %1636, %1637, %c_11 : tensor<i1>, tensor<i32>
    %1639 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1640 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1641 = stablehlo.select %1639, %1640, %c_25 : tensor<i1>, tensor<i32>
    %1642 = stablehlo.dynamic_update_slice %1560, %1635, %1638, %1641 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1643 = stablehlo.subtract %1621, %1622 : tensor<8x8xf32>
    %1644 = stablehlo.multiply %1626, %1643 : tensor<8x8xf32>
    %1645 = stablehlo.reduce(%1644 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1646 = stablehlo.broadcast_in_dim %1645, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1647 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1648 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1649 = stablehlo.select %1647, %1648, %c_8 : tensor<i1>, tensor<i32>
    %1650 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1651 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1652 = stablehlo.select %1650, %1651, %c_25 : tensor<i1>, tensor<i32>
    %1653 = stablehlo.dynamic_update_slice %1571, %1646, %1649, %1652 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1654 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1655 = stablehlo.subtract %1654, %1619 : tensor<1x8xf32>
    %1656 = stablehlo.broadcast_in_dim %1655, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1657 = stablehlo.multiply %1656, %1626 : tensor<8x8xf32>
    %1658 = stablehlo.multiply %1622, %1622 : tensor<8x8xf32>
    %1659 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1660 = stablehlo.subtract %1659, %1658 : tensor<8x8xf32>
    %1661 = stablehlo.multiply %1657, %1660 : tensor<8x8xf32>
    %1662 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1663 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1664 = stablehlo.select %1662, %1663, %c_11 : tensor<i1>, tensor<i32>
    %1665 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1666 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1667 = stablehlo.select %1665, %1666, %c_25 : tensor<i1>, tensor<i32>
    %1668 = stablehlo.dynamic_update_slice %1586, %1661, %1664, %1667 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1669 = stablehlo.slice %290 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1670 = stablehlo.broadcast_in_dim %1669, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1671 = stablehlo.multiply %1661, %1670 : tensor<8x8xf32>
    %1672 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1673 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1674 = stablehlo.select %1672, %1673, %c_11 : tensor<i1>, tensor<i32>
    %1675 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1676 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1677 = stablehlo.select %1675, %1676, %c_25 : tensor<i1>, tensor<i32>
    %1678 = stablehlo.dynamic_update_slice %1596, %1671, %1674, %1677 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1679 = stablehlo.slice %263 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1680 = stablehlo.multiply %1661, %1679 : tensor<8x8xf32>
    %1681 = stablehlo.reduce(%1680 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1682 = stablehlo.broadcast_in_dim %1681, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1683 = stablehlo.broadcast_in_dim %1682, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1684 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1685 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1686 = stablehlo.select %1684, %1685, %c_32 : tensor<i1>, tensor<i32>
    %1687 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1688 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1689 = stablehlo.select %1687, %1688, %c_8 : tensor<i1>, tensor<i32>
    %1690 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1691 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1692 = stablehlo.select %1690, %1691, %c_25 : tensor<i1>, tensor<i32>
    %1693 = stablehlo.dynamic_update_slice %1611, %1683, %1686, %1689, %1692 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1694 = stablehlo.slice %313 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1695 = stablehlo.broadcast_in_dim %1619, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1696 = stablehlo.multiply %1695, %1626 : tensor<8x8xf32>
    %1697 = stablehlo.dot_general %1661, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1698 = stablehlo.add %1696, %1697 : tensor<8x8xf32>
    %1699 = stablehlo.broadcast_in_dim %1694, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1700 = stablehlo.multiply %1699, %1698 : tensor<8x8xf32>
    %1701 = stablehlo.slice %302 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1702 = stablehlo.slice %346 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1703 = stablehlo.slice %1363 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1704 = stablehlo.slice %1370 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1705 = stablehlo.slice %279 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1706 = stablehlo.broadcast_in_dim %1702, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1707 = stablehlo.multiply %1705, %1706 : tensor<8x8xf32>
    %1708 = stablehlo.add %1618, %1707 : tensor<8x8xf32>
    %1709 = stablehlo.broadcast_in_dim %1701, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1710 = stablehlo.multiply %1709, %1703 : tensor<8x8xf32>
    %1711 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1712 = stablehlo.subtract %1711, %1701 : tensor<1x8xf32>
    %1713 = stablehlo.broadcast_in_dim %1712, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1714 = stablehlo.multiply %1713, %1704 : tensor<8x8xf32>
    %1715 = stablehlo.add %1710, %1714 : tensor<8x8xf32>
    %1716 = stablehlo.broadcast_in_dim %1702, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1717 = stablehlo.multiply %1715, %1716 : tensor<8x8xf32>
    %1718 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1719 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1720 = stablehlo.select %1718, %1719, %c_12 : tensor<i1>, tensor<i32>
    %1721 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1722 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1723 = stablehlo.select %1721, %1722, %c_32 : tensor<i1>, tensor<i32>
    %1724 = stablehlo.dynamic_update_slice %1642, %1717, %1720, %1723 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1725 = stablehlo.subtract %1703, %1704 : tensor<8x8xf32>
    %1726 = stablehlo.multiply %1708, %1725 : tensor<8x8xf32>
    %1727 = stablehlo.reduce(%1726 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1728 = stablehlo.broadcast_in_dim %1727, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1729 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1730 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1731 = stablehlo.select %1729, %1730, %c_7 : tensor<i1>, tensor<i32>
    %1732 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1733 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1734 = stablehlo.select %1732, %1733, %c_32 : tensor<i1>, tensor<i32>
    %1735 = stablehlo.dynamic_update_slice %1653, %1728, %1731, %1734 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1736 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1737 = stablehlo.subtract %1736, %1701 : tensor<1x8xf32>
    %1738 = stablehlo.broadcast_in_dim %1737, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1739 = stablehlo.multiply %1738, %1708 : tensor<8x8xf32>
    %1740 = stablehlo.multiply %1704, %1704 : tensor<8x8xf32>
    %1741 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1742 = stablehlo.subtract %1741, %1740 : tensor<8x8xf32>
    %1743 = stablehlo.multiply %1739, %1742 : tensor<8x8xf32>
    %1744 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1745 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1746 = stablehlo.select %1744, %1745, %c_12 : tensor<i1>, tensor<i32>
    %1747 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1748 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1749 = stablehlo.select %1747, %1748, %c_32 : tensor<i1>, tensor<i32>
    %1750 = stablehlo.dynamic_update_slice %1668, %1743, %1746, %1749 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1751 = stablehlo.slice %290 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1752 = stablehlo.broadcast_in_dim %1751, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1753 = stablehlo.multiply %1743, %1752 : tensor<8x8xf32>
    %1754 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1755 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1756 = stablehlo.select %1754, %1755, %c_12 : tensor<i1>, tensor<i32>
    %1757 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1758 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1759 = stablehlo.select %1757, %1758, %c_32 : tensor<i1>, tensor<i32>
    %1760 = stablehlo.dynamic_update_slice %1678, %1753, %1756, %1759 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1761 = stablehlo.slice %263 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1762 = stablehlo.multiply %1743, %1761 : tensor<8x8xf32>
    %1763 = stablehlo.reduce(%1762 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1764 = stablehlo.broadcast_in_dim %1763, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1765 = stablehlo.broadcast_in_dim %1764, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1766 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1767 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1768 = stablehlo.select %1766, %1767, %c_32 : tensor<i1>, tensor<i32>
    %1769 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1770 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1771 = stablehlo.select %1769, %1770, %c_7 : tensor<i1>, tensor<i32>
    %1772 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1773 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1774 = stablehlo.select %1772, %1773, %c_32 : tensor<i1>, tensor<i32>
    %1775 = stablehlo.dynamic_update_slice %1693, %1765, %1768, %1771, %1774 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1776 = stablehlo.slice %313 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1777 = stablehlo.broadcast_in_dim %1701, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1778 = stablehlo.multiply %1777, %1708 : tensor<8x8xf32>
    %1779 = stablehlo.dot_general %1743, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1780 = stablehlo.add %1778, %1779 : tensor<8x8xf32>
    %1781 = stablehlo.broadcast_in_dim %1776, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1782 = stablehlo.multiply %1781, %1780 : tensor<8x8xf32>
    %1783 = stablehlo.slice %302 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1784 = stablehlo.slice %346 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1785 = stablehlo.slice %1363 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1786 = stablehlo.slice %1370 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1787 = stablehlo.slice %279 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1788 = stablehlo.broadcast_in_dim %1784, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1789 = stablehlo.multiply %1787, %1788 : tensor<8x8xf32>
    %1790 = stablehlo.add %1700, %1789 : tensor<8x8xf32>
    %1791 = stablehlo.broadcast_in_dim %1783, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1792 = stablehlo.multiply %1791, %1785 : tensor<8x8xf32>
    %1793 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1794 = stablehlo.subtract %1793, %1783 : tensor<1x8xf32>
    %1795 = stablehlo.broadcast_in_dim %1794, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1796 = stablehlo.multiply %1795, %1786 : tensor<8x8xf32>
    %1797 = stablehlo.add %1792, %1796 : tensor<8x8xf32>
    %1798 = stablehlo.broadcast_in_dim %1784, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1799 = stablehlo.multiply %1797, %1798 : tensor<8x8xf32>
    %1800 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1801 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1802 = stablehlo.select %1800, %1801, %c_12 : tensor<i1>, tensor<i32>
    %1803 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1804 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1805 = stablehlo.select %1803, %1804, %c_25 : tensor<i1>, tensor<i32>
    %1806 = stablehlo.dynamic_update_slice %1724, %1799, %1802, %1805 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1807 = stablehlo.subtract %1785, %1786 : tensor<8x8xf32>
    %1808 = stablehlo.multiply %1790, %1807 : tensor<8x8xf32>
    %1809 = stablehlo.reduce(%1808 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1810 = stablehlo.broadcast_in_dim %1809, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1811 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1812 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1813 = stablehlo.select %1811, %1812, %c_7 : tensor<i1>, tensor<i32>
    %1814 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1815 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1816 = stablehlo.select %1814, %1815, %c_25 : tensor<i1>, tensor<i32>
    %1817 = stablehlo.dynamic_update_slice %1735, %1810, %1813, %1816 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1818 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1819 = stablehlo.subtract %1818, %1783 : tensor<1x8xf32>
    %1820 = stablehlo.broadcast_in_dim %1819, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1821 = stablehlo.multiply %1820, %1790 : tensor<8x8xf32>
    %1822 = stablehlo.multiply %1786, %1786 : tensor<8x8xf32>
    %1823 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1824 = stablehlo.subtract %1823, %1822 : tensor<8x8xf32>
    %1825 = stablehlo.multiply %1821, %1824 : tensor<8x8xf32>
    %1826 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1827 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1828 = stablehlo.select %1826, %1827, %c_12 : tensor<i1>, tensor<i32>
    %1829 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1830 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1831 = stablehlo.select %1829, %1830, %c_25 : tensor<i1>, tensor<i32>
    %1832 = stablehlo.dynamic_update_slice %1750, %1825, %1828, %1831 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1833 = stablehlo.slice %290 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1834 = stablehlo.broadcast_in_dim %1833, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1835 = stablehlo.multiply %1825, %1834 : tensor<8x8xf32>
    %1836 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1837 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1838 = stablehlo.select %1836, %1837, %c_12 : tensor<i1>, tensor<i32>
    %1839 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1840 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1841 = stablehlo.select %1839, %1840, %c_25 : tensor<i1>, tensor<i32>
    %1842 = stablehlo.dynamic_update_slice %1760, %1835, %1838, %1841 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1843 = stablehlo.slice %263 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1844 = stablehlo.multiply %1825, %1843 : tensor<8x8xf32>
    %1845 = stablehlo.reduce(%1844 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1846 = stablehlo.broadcast_in_dim %1845, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1847 = stablehlo.broadcast_in_dim %1846, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1848 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1849 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1850 = stablehlo.select %1848, %1849, %c_32 : tensor<i1>, tensor<i32>
    %1851 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1852 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1853 = stablehlo.select %1851, %1852, %c_7 : tensor<i1>, tensor<i32>
    %1854 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1855 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1856 = stablehlo.select %1854, %1855, %c_25 : tensor<i1>, tensor<i32>
    %1857 = stablehlo.dynamic_update_slice %1775, %1847, %1850, %1853, %1856 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1858 = stablehlo.slice %313 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1859 = stablehlo.broadcast_in_dim %1783, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1860 = stablehlo.multiply %1859, %1790 : tensor<8x8xf32>
    %1861 = stablehlo.dot_general %1825, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1862 = stablehlo.add %1860, %1861 : tensor<8x8xf32>
    %1863 = stablehlo.broadcast_in_dim %1858, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1864 = stablehlo.multiply %1863, %1862 : tensor<8x8xf32>
    %1865 = stablehlo.slice %302 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1866 = stablehlo.slice %346 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1867 = stablehlo.slice %1363 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1868 = stablehlo.slice %1370 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1869 = stablehlo.slice %279 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1870 = stablehlo.broadcast_in_dim %1866, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1871 = stablehlo.multiply %1869, %1870 : tensor<8x8xf32>
    %1872 = stablehlo.add %1782, %1871 : tensor<8x8xf32>
    %1873 = stablehlo.broadcast_in_dim %1865, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1874 = stablehlo.multiply %1873, %1867 : tensor<8x8xf32>
    %1875 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1876 = stablehlo.subtract %1875, %1865 : tensor<1x8xf32>
    %1877 = stablehlo.broadcast_in_dim %1876, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1878 = stablehlo.multiply %1877, %1868 : tensor<8x8xf32>
    %1879 = stablehlo.add %1874, %1878 : tensor<8x8xf32>
    %1880 = stablehlo.broadcast_in_dim %1866, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1881 = stablehlo.multiply %1879, %1880 : tensor<8x8xf32>
    %1882 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1883 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1884 = stablehlo.select %1882, %1883, %c_13 : tensor<i1>, tensor<i32>
    %1885 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1886 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1887 = stablehlo.select %1885, %1886, %c_32 : tensor<i1>, tensor<i32>
    %1888 = stablehlo.dynamic_update_slice %1806, %1881, %1884, %1887 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1889 = stablehlo.subtract %1867, %1868 : tensor<8x8xf32>
    %1890 = stablehlo.multiply %1872, %1889 : tensor<8x8xf32>
    %1891 = stablehlo.reduce(%1890 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1892 = stablehlo.broadcast_in_dim %1891, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1893 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1894 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1895 = stablehlo.select %1893, %1894, %c_6 : tensor<i1>, tensor<i32>
    %1896 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1897 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1898 = stablehlo.select %1896, %1897, %c_32 : tensor<i1>, tensor<i32>
    %1899 = stablehlo.dynamic_update_slice %1817, %1892, %1895, %1898 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1900 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1901 = stablehlo.subtract %1900, %1865 : tensor<1x8xf32>
    %1902 = stablehlo.broadcast_in_dim %1901, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1903 = stablehlo.multiply %1902, %1872 : tensor<8x8xf32>
    %1904 = stablehlo.multiply %1868, %1868 : tensor<8x8xf32>
    %1905 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1906 = stablehlo.subtract %1905, %1904 : tensor<8x8xf32>
    %1907 = stablehlo.multiply %1903, %1906 : tensor<8x8xf32>
    %1908 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1909 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1910 = stablehlo.select %1908, %1909, %c_13 : tensor<i1>, tensor<i32>
    %1911 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1912 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1913 = stablehlo.select %1911, %1912, %c_32 : tensor<i1>, tensor<i32>
    %1914 = stablehlo.dynamic_update_slice %1832, %1907, %1910, %1913 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1915 = stablehlo.slice %290 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1916 = stablehlo.broadcast_in_dim %1915, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1917 = stablehlo.multiply %1907, %1916 : tensor<8x8xf32>
    %1918 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1919 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1920 = stablehlo.select %1918, %1919, %c_13 : tensor<i1>, tensor<i32>
    %1921 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1922 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1923 = stablehlo.select %1921, %1922, %c_32 : tensor<i1>, tensor<i32>
    %1924 = stablehlo.dynamic_update_slice %1842, %1917, %1920, %1923 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1925 = stablehlo.slice %263 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1926 = stablehlo.multiply %1907, %1925 : tensor<8x8xf32>
    %1927 = stablehlo.reduce(%1926 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1928 = stablehlo.broadcast_in_dim %1927, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1929 = stablehlo.broadcast_in_dim %1928, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1930 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1931 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1932 = stablehlo.select %1930, %1931, %c_32 : tensor<i1>, tensor<i32>
    %1933 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1934 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1935 = stablehlo.select %1933, %1934, %c_6 : tensor<i1>, tensor<i32>
    %1936 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1937 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1938 = stablehlo.select %1936, %1937, %c_32 : tensor<i1>, tensor<i32>
    %1939 = stablehlo.dynamic_update_slice %1857, %1929, %1932, %1935, %1938 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1940 = stablehlo.slice %313 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1941 = stablehlo.broadcast_in_dim %1865, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1942 = stablehlo.multiply %1941, %1872 : tensor<8x8xf32>
    %1943 = stablehlo.dot_general %1907, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1944 = stablehlo.add %1942, %1943 : tensor<8x8xf32>
    %1945 = stablehlo.broadcast_in_dim %1940, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1946 = stablehlo.multiply %1945, %1944 : tensor<8x8xf32>
    %1947 = stablehlo.slice %302 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1948 = stablehlo.slice %346 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1949 = stablehlo.slice %1363 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1950 = stablehlo.slice %1370 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1951 = stablehlo.slice %279 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1952 = stablehlo.broadcast_in_dim %1948, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1953 = stablehlo.multiply %1951, %1952 : tensor<8x8xf32>
    %1954 = stablehlo.add %1864, %1953 : tensor<8x8xf32>
    %1955 = stablehlo.broadcast_in_dim %1947, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1956 = stablehlo.multiply %1955, %1949 : tensor<8x8xf32>
    %1957 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1958 = stablehlo.subtract %1957, %1947 : tensor<1x8xf32>
    %1959 = stablehlo.broadcast_in_dim %1958, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1960 = stablehlo.multiply %1959, %1950 : tensor<8x8xf32>
    %1961 = stablehlo.add %1956, %1960 : tensor<8x8xf32>
    %1962 = stablehlo.broadcast_in_dim %1948, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1963 = stablehlo.multiply %1961, %1962 : tensor<8x8xf32>
    %1964 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1965 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1966 = stablehlo.select %1964, %1965, %c_13 : tensor<i1>, tensor<i32>
    %1967 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1968 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1969 = stablehlo.select %1967, %1968, %c_25 : tensor<i1>, tensor<i32>
    %1970 = stablehlo.dynamic_update_slice %1888, %1963, %1966, %1969 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1971 = stablehlo.subtract %1949, %1950 : tensor<8x8xf32>
    %1972 = stablehlo.multiply %1954, %1971 : tensor<8x8xf32>
    %1973 = stablehlo.reduce(%1972 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1974 = stablehlo.broadcast_in_dim %1973, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1975 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1976 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1977 = stablehlo.select %1975, %1976, %c_6 : tensor<i1>, tensor<i32>
    %1978 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1979 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1980 = stablehlo.select %1978, %1979, %c_25 : tensor<i1>, tensor<i32>
    %1981 = stablehlo.dynamic_update_slice %1899, %1974, %1977, %1980 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1982 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1983 = stablehlo.subtract %1982, %1947 : tensor<1x8xf32>
    %1984 = stablehlo.broadcast_in_dim %1983, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1985 = stablehlo.multiply %1984, %1954 : tensor<8x8xf32>
    %1986 = stablehlo.multiply %1950, %1950 : tensor<8x8xf32>
    %1987 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1988 = stablehlo.subtract %1987, %1986 : tensor<8x8xf32>
    %1989 = stablehlo.multiply %1985, %1988 : tensor<8x8xf32>
    %1990 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1991 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1992 = stablehlo.select %1990, %1991, %c_13 : tensor<i1>, tensor<i32>
    %1993 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1994 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1995 = stablehlo.select %1993, %1994, %c_25 : tensor<i1>, tensor<i32>
    %1996 = stablehlo.dynamic_update_slice %1914, %1989, %1992, %1995 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1997 = stablehlo.slice %290 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1998 = stablehlo.broadcast_in_dim %1997, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1999 = stablehlo.multiply %1989, %1998 : tensor<8x8xf32>
    %2000 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2001 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %2002 = stablehlo.select %2000, %2001, %c_13 : tensor<i1>, tensor<i32>
    %2003 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2004 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2005 = stablehlo.select %2003, %2004, %c_25 : tensor<i1>, tensor<i32>
    %2006 = stablehlo.dynamic_update_slice %1924, %1999, %2002, %2005 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2007 = stablehlo.slice %263 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2008 = stablehlo.multiply %1989, %2007 : tensor<8x8xf32>
    %2009 = stablehlo.reduce(%2008 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2010 = stablehlo.broadcast_in_dim %2009, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2011 = stablehlo.broadcast_in_dim %2010, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2012 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2013 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2014 = stablehlo.select %2012, %2013, %c_32 : tensor<i1>, tensor<i32>
    %2015 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2016 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %2017 = stablehlo.select %2015, %2016, %c_6 : tensor<i1>, tensor<i32>
    %2018 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2019 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2020 = stablehlo.select %2018, %2019, %c_25 : tensor<i1>, tensor<i32>
    %2021 = stablehlo.dynamic_update_slice %1939, %2011, %2014, %2017, %2020 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2022 = stablehlo.slice %313 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2023 = stablehlo.broadcast_in_dim %1947, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2024 = stablehlo.multiply %2023, %1954 : tensor<8x8xf32>
    %2025 = stablehlo.dot_general %1989, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2026 = stablehlo.add %2024, %2025 : tensor<8x8xf32>
    %2027 = stablehlo.broadcast_in_dim %2022, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2028 = stablehlo.multiply %2027, %2026 : tensor<8x8xf32>
    %2029 = stablehlo.slice %302 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2030 = stablehlo.slice %346 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2031 = stablehlo.slice %1363 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2032 = stablehlo.slice %1370 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2033 = stablehlo.slice %279 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2034 = stablehlo.broadcast_in_dim %2030, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2035 = stablehlo.multiply %2033, %2034 : tensor<8x8xf32>
    %2036 = stablehlo.add %1946, %2035 : tensor<8x8xf32>
    %2037 = stablehlo.broadcast_in_dim %2029, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2038 = stablehlo.multiply %2037, %2031 : tensor<8x8xf32>
    %2039 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2040 = stablehlo.subtract %2039, %2029 : tensor<1x8xf32>
    %2041 = stablehlo.broadcast_in_dim %2040, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2042 = stablehlo.multiply %2041, %2032 : tensor<8x8xf32>
    %2043 = stablehlo.add %2038, %2042 : tensor<8x8xf32>
    %2044 = stablehlo.broadcast_in_dim %2030, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2045 = stablehlo.multiply %2043, %2044 : tensor<8x8xf32>
    %2046 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2047 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2048 = stablehlo.select %2046, %2047, %c_14 : tensor<i1>, tensor<i32>
    %2049 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2050 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2051 = stablehlo.select %2049, %2050, %c_32 : tensor<i1>, tensor<i32>
    %2052 = stablehlo.dynamic_update_slice %1970, %2045, %2048, %2051 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2053 = stablehlo.subtract %2031, %2032 : tensor<8x8xf32>
    %2054 = stablehlo.multiply %2036, %2053 : tensor<8x8xf32>
    %2055 = stablehlo.reduce(%2054 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2056 = stablehlo.broadcast_in_dim %2055, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2057 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2058 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2059 = stablehlo.select %2057, %2058, %c_5 : tensor<i1>, tensor<i32>
    %2060 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2061 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2062 = stablehlo.select %2060, %2061, %c_32 : tensor<i1>, tensor<i32>
    %2063 = stablehlo.dynamic_update_slice %1981, %2056, %2059, %2062 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2064 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2065 = stablehlo.subtract %2064, %2029 : tensor<1x8xf32>
    %2066 = stablehlo.broadcast_in_dim %2065, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2067 = stablehlo.multiply %2066, %2036 : tensor<8x8xf32>
    %2068 = stablehlo.multiply %2032, %2032 : tensor<8x8xf32>
    %2069 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2070 = stablehlo.subtract %2069, %2068 : tensor<8x8xf32>
    %2071 = stablehlo.multiply %2067, %2070 : tensor<8x8xf32>
    %2072 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2073 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2074 = stablehlo.select %2072, %2073, %c_14 : tensor<i1>, tensor<i32>
    %2075 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2076 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2077 = stablehlo.select %2075, %2076, %c_32 : tensor<i1>, tensor<i32>
    %2078 = stablehlo.dynamic_update_slice %1996, %2071, %2074, %2077 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2079 = stablehlo.slice %290 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2080 = stablehlo.broadcast_in_dim %2079, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2081 = stablehlo.multiply %2071, %2080 : tensor<8x8xf32>
    %2082 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2083 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2084 = stablehlo.select %2082, %2083, %c_14 : tensor<i1>, tensor<i32>
    %2085 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2086 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2087 = stablehlo.select %2085, %2086, %c_32 : tensor<i1>, tensor<i32>
    %2088 = stablehlo.dynamic_update_slice %2006, %2081, %2084, %2087 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2089 = stablehlo.slice %263 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2090 = stablehlo.multiply %2071, %2089 : tensor<8x8xf32>
    %2091 = stablehlo.reduce(%2090 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2092 = stablehlo.broadcast_in_dim %2091, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2093 = stablehlo.broadcast_in_dim %2092, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2094 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2095 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2096 = stablehlo.select %2094, %2095, %c_32 : tensor<i1>, tensor<i32>
    %2097 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2098 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2099 = stablehlo.select %2097, %2098, %c_5 : tensor<i1>, tensor<i32>
    %2100 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2101 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2102 = stablehlo.select %2100, %2101, %c_32 : tensor<i1>, tensor<i32>
    %2103 = stablehlo.dynamic_update_slice %2021, %2093, %2096, %2099, %2102 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2104 = stablehlo.slice %313 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2105 = stablehlo.broadcast_in_dim %2029, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2106 = stablehlo.multiply %2105, %2036 : tensor<8x8xf32>
    %2107 = stablehlo.dot_general %2071, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2108 = stablehlo.add %2106, %2107 : tensor<8x8xf32>
    %2109 = stablehlo.broadcast_in_dim %2104, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2110 = stablehlo.multiply %2109, %2108 : tensor<8x8xf32>
    %2111 = stablehlo.slice %302 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2112 = stablehlo.slice %346 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2113 = stablehlo.slice %1363 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2114 = stablehlo.slice %1370 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2115 = stablehlo.slice %279 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2116 = stablehlo.broadcast_in_dim %2112, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2117 = stablehlo.multiply %2115, %2116 : tensor<8x8xf32>
    %2118 = stablehlo.add %2028, %2117 : tensor<8x8xf32>
    %2119 = stablehlo.broadcast_in_dim %2111, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2120 = stablehlo.multiply %2119, %2113 : tensor<8x8xf32>
    %2121 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2122 = stablehlo.subtract %2121, %2111 : tensor<1x8xf32>
    %2123 = stablehlo.broadcast_in_dim %2122, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2124 = stablehlo.multiply %2123, %2114 : tensor<8x8xf32>
    %2125 = stablehlo.add %2120, %2124 : tensor<8x8xf32>
    %2126 = stablehlo.broadcast_in_dim %2112, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2127 = stablehlo.multiply %2125, %2126 : tensor<8x8xf32>
    %2128 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2129 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2130 = stablehlo.select %2128, %2129, %c_14 : tensor<i1>, tensor<i32>
    %2131 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2132 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2133 = stablehlo.select %2131, %2132, %c_25 : tensor<i1>, tensor<i32>
    %2134 = stablehlo.dynamic_update_slice %2052, %2127, %2130, %2133 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2135 = stablehlo.subtract %2113, %2114 : tensor<8x8xf32>
    %2136 = stablehlo.multiply %2118, %2135 : tensor<8x8xf32>
    %2137 = stablehlo.reduce(%2136 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2138 = stablehlo.broadcast_in_dim %2137, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2139 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2140 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2141 = stablehlo.select %2139, %2140, %c_5 : tensor<i1>, tensor<i32>
    %2142 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2143 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2144 = stablehlo.select %2142, %2143, %c_25 : tensor<i1>, tensor<i32>
    %2145 = stablehlo.dynamic_update_slice %2063, %2138, %2141, %2144 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2146 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2147 = stablehlo.subtract %2146, %2111 : tensor<1x8xf32>
    %2148 = stablehlo.broadcast_in_dim %2147, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2149 = stablehlo.multiply %2148, %2118 : tensor<8x8xf32>
    %2150 = stablehlo.multiply %2114, %2114 : tensor<8x8xf32>
    %2151 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2152 = stablehlo.subtract %2151, %2150 : tensor<8x8xf32>
    %2153 = stablehlo.multiply %2149, %2152 : tensor<8x8xf32>
    %2154 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2155 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2156 = stablehlo.select %2154, %2155, %c_14 : tensor<i1>, tensor<i32>
    %2157 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2158 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2159 = stablehlo.select %2157, %2158, %c_25 : tensor<i1>, tensor<i32>
    %2160 = stablehlo.dynamic_update_slice %2078, %2153, %2156, %2159 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2161 = stablehlo.slice %290 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2162 = stablehlo.broadcast_in_dim %2161, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2163 = stablehlo.multiply %2153, %2162 : tensor<8x8xf32>
    %2164 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2165 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2166 = stablehlo.select %2164, %2165, %c_14 : tensor<i1>, tensor<i32>
    %2167 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2168 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2169 = stablehlo.select %2167, %2168, %c_25 : tensor<i1>, tensor<i32>
    %2170 = stablehlo.dynamic_update_slice %2088, %2163, %2166, %2169 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2171 = stablehlo.slice %263 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2172 = stablehlo.multiply %2153, %2171 : tensor<8x8xf32>
    %2173 = stablehlo.reduce(%2172 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2174 = stablehlo.broadcast_in_dim %2173, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2175 = stablehlo.broadcast_in_dim %2174, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2176 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2177 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2178 = stablehlo.select %2176, %2177, %c_32 : tensor<i1>, tensor<i32>
    %2179 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2180 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2181 = stablehlo.select %2179, %2180, %c_5 : tensor<i1>, tensor<i32>
    %2182 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2183 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2184 = stablehlo.select %2182, %2183, %c_25 : tensor<i1>, tensor<i32>
    %2185 = stablehlo.dynamic_update_slice %2103, %2175, %2178, %2181, %2184 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2186 = stablehlo.slice %313 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2187 = stablehlo.broadcast_in_dim %2111, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2188 = stablehlo.multiply %2187, %2118 : tensor<8x8xf32>
    %2189 = stablehlo.dot_general %2153, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2190 = stablehlo.add %2188, %2189 : tensor<8x8xf32>
    %2191 = stablehlo.broadcast_in_dim %2186, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2192 = stablehlo.multiply %2191, %2190 : tensor<8x8xf32>
    %2193 = stablehlo.slice %302 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2194 = stablehlo.slice %346 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2195 = stablehlo.slice %1363 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2196 = stablehlo.slice %1370 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2197 = stablehlo.slice %279 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2198 = stablehlo.broadcast_in_dim %2194, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2199 = stablehlo.multiply %2197, %2198 : tensor<8x8xf32>
    %2200 = stablehlo.add %2110, %2199 : tensor<8x8xf32>
    %2201 = stablehlo.broadcast_in_dim %2193, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2202 = stablehlo.multiply %2201, %2195 : tensor<8x8xf32>
    %2203 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2204 = stablehlo.subtract %2203, %2193 : tensor<1x8xf32>
    %2205 = stablehlo.broadcast_in_dim %2204, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2206 = stablehlo.multiply %2205, %2196 : tensor<8x8xf32>
    %2207 = stablehlo.add %2202, %2206 : tensor<8x8xf32>
    %2208 = stablehlo.broadcast_in_dim %2194, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2209 = stablehlo.multiply %2207, %2208 : tensor<8x8xf32>
    %2210 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2211 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2212 = stablehlo.select %2210, %2211, %c_15 : tensor<i1>, tensor<i32>
    %2213 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2214 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2215 = stablehlo.select %2213, %2214, %c_32 : tensor<i1>, tensor<i32>
    %2216 = stablehlo.dynamic_update_slice %2134, %2209, %2212, %2215 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2217 = stablehlo.subtract %2195, %2196 : tensor<8x8xf32>
    %2218 = stablehlo.multiply %2200, %2217 : tensor<8x8xf32>
    %2219 = stablehlo.reduce(%2218 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2220 = stablehlo.broadcast_in_dim %2219, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2221 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2222 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2223 = stablehlo.select %2221, %2222, %c_4 : tensor<i1>, tensor<i32>
    %2224 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2225 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2226 = stablehlo.select %2224, %2225, %c_32 : tensor<i1>, tensor<i32>
    %2227 = stablehlo.dynamic_update_slice %2145, %2220, %2223, %2226 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2228 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2229 = stablehlo.subtract %2228, %2193 : tensor<1x8xf32>
    %2230 = stablehlo.broadcast_in_dim %2229, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2231 = stablehlo.multiply %2230, %2200 : tensor<8x8xf32>
    %2232 = stablehlo.multiply %2196, %2196 : tensor<8x8xf32>
    %2233 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2234 = stablehlo.subtract %2233, %2232 : tensor<8x8xf32>
    %2235 = stablehlo.multiply %2231, %2234 : tensor<8x8xf32>
    %2236 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2237 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2238 = stablehlo.select %2236, %2237, %c_15 : tensor<i1>, tensor<i32>
    %2239 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2240 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2241 = stablehlo.select %2239, %2240, %c_32 : tensor<i1>, tensor<i32>
    %2242 = stablehlo.dynamic_update_slice %2160, %2235, %2238, %2241 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2243 = stablehlo.slice %290 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2244 = stablehlo.broadcast_in_dim %2243, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2245 = stablehlo.multiply %2235, %2244 : tensor<8x8xf32>
    %2246 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2247 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2248 = stablehlo.select %2246, %2247, %c_15 : tensor<i1>, tensor<i32>
    %2249 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2250 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2251 = stablehlo.select %2249, %2250, %c_32 : tensor<i1>, tensor<i32>
    %2252 = stablehlo.dynamic_update_slice %2170, %2245, %2248, %2251 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2253 = stablehlo.slice %263 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2254 = stablehlo.multiply %2235, %2253 : tensor<8x8xf32>
    %2255 = stablehlo.reduce(%2254 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2256 = stablehlo.broadcast_in_dim %2255, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2257 = stablehlo.broadcast_in_dim %2256, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2258 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2259 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2260 = stablehlo.select %2258, %2259, %c_32 : tensor<i1>, tensor<i32>
    %2261 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2262 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2263 = stablehlo.select %2261, %2262, %c_4 : tensor<i1>, tensor<i32>
    %2264 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2265 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2266 = stablehlo.select %2264, %2265, %c_32 : tensor<i1>, tensor<i32>
    %2267 = stablehlo.dynamic_update_slice %2185, %2257, %2260, %2263, %2266 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2268 = stablehlo.slice %313 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2269 = stablehlo.broadcast_in_dim %2193, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2270 = stablehlo.multiply %2269, %2200 : tensor<8x8xf32>
    %2271 = stablehlo.dot_general %2235, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2272 = stablehlo.add %2270, %2271 : tensor<8x8xf32>
    %2273 = stablehlo.broadcast_in_dim %2268, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2274 = stablehlo.multiply %2273, %2272 : tensor<8x8xf32>
    %2275 = stablehlo.slice %302 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2276 = stablehlo.slice %346 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2277 = stablehlo.slice %1363 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2278 = stablehlo.slice %1370 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2279 = stablehlo.slice %279 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2280 = stablehlo.broadcast_in_dim %2276, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2281 = stablehlo.multiply %2279, %2280 : tensor<8x8xf32>
    %2282 = stablehlo.add %2192, %2281 : tensor<8x8xf32>
    %2283 = stablehlo.broadcast_in_dim %2275, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2284 = stablehlo.multiply %2283, %2277 : tensor<8x8xf32>
    %2285 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2286 = stablehlo.subtract %2285, %2275 : tensor<1x8xf32>
    %2287 = stablehlo.broadcast_in_dim %2286, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2288 = stablehlo.multiply %2287, %2278 : tensor<8x8xf32>
    %2289 = stablehlo.add %2284, %2288 : tensor<8x8xf32>
    %2290 = stablehlo.broadcast_in_dim %2276, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2291 = stablehlo.multiply %2289, %2290 : tensor<8x8xf32>
    %2292 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2293 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2294 = stablehlo.select %2292, %2293, %c_15 : tensor<i1>, tensor<i32>
    %2295 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2296 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2297 = stablehlo.select %2295, %2296, %c_25 : tensor<i1>, tensor<i32>
    %2298 = stablehlo.dynamic_update_slice %2216, %2291, %2294, %2297 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2299 = stablehlo.subtract %2277, %2278 : tensor<8x8xf32>
    %2300 = stablehlo.multiply %2282, %2299 : tensor<8x8xf32>
    %2301 = stablehlo.reduce(%2300 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2302 = stablehlo.broadcast_in_dim %2301, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2303 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2304 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2305 = stablehlo.select %2303, %2304, %c_4 : tensor<i1>, tensor<i32>
    %2306 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2307 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2308 = stablehlo.select %2306, %2307, %c_25 : tensor<i1>, tensor<i32>
    %2309 = stablehlo.dynamic_update_slice %2227, %2302, %2305, %2308 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2310 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2311 = stablehlo.subtract %2310, %2275 : tensor<1x8xf32>
    %2312 = stablehlo.broadcast_in_dim %2311, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2313 = stablehlo.multiply %2312, %2282 : tensor<8x8xf32>
    %2314 = stablehlo.multiply %2278, %2278 : tensor<8x8xf32>
    %2315 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2316 = stablehlo.subtract %2315, %2314 : tensor<8x8xf32>
    %2317 = stablehlo.multiply %2313, %2316 : tensor<8x8xf32>
    %2318 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2319 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2320 = stablehlo.select %2318, %2319, %c_15 : tensor<i1>, tensor<i32>
    %2321 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2322 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2323 = stablehlo.select %2321, %2322, %c_25 : tensor<i1>, tensor<i32>
    %2324 = stablehlo.dynamic_update_slice %2242, %2317, %2320, %2323 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2325 = stablehlo.slice %290 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2326 = stablehlo.broadcast_in_dim %2325, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2327 = stablehlo.multiply %2317, %2326 : tensor<8x8xf32>
    %2328 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2329 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2330 = stablehlo.select %2328, %2329, %c_15 : tensor<i1>, tensor<i32>
    %2331 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2332 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2333 = stablehlo.select %2331, %2332, %c_25 : tensor<i1>, tensor<i32>
    %2334 = stablehlo.dynamic_update_slice %2252, %2327, %2330, %2333 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2335 = stablehlo.slice %263 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2336 = stablehlo.multiply %2317, %2335 : tensor<8x8xf32>
    %2337 = stablehlo.reduce(%2336 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2338 = stablehlo.broadcast_in_dim %2337, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2339 = stablehlo.broadcast_in_dim %2338, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2340 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2341 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2342 = stablehlo.select %2340, %2341, %c_32 : tensor<i1>, tensor<i32>
    %2343 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2344 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2345 = stablehlo.select %2343, %2344, %c_4 : tensor<i1>, tensor<i32>
    %2346 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2347 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2348 = stablehlo.select %2346, %2347, %c_25 : tensor<i1>, tensor<i32>
    %2349 = stablehlo.dynamic_update_slice %2267, %2339, %2342, %2345, %2348 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2350 = stablehlo.slice %313 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2351 = stablehlo.broadcast_in_dim %2275, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2352 = stablehlo.multiply %2351, %2282 : tensor<8x8xf32>
    %2353 = stablehlo.dot_general %2317, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2354 = stablehlo.add %2352, %2353 : tensor<8x8xf32>
    %2355 = stablehlo.broadcast_in_dim %2350, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2356 = stablehlo.multiply %2355, %2354 : tensor<8x8xf32>
    %2357 = stablehlo.slice %302 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2358 = stablehlo.slice %346 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2359 = stablehlo.slice %1363 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2360 = stablehlo.slice %1370 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2361 = stablehlo.slice %279 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2362 = stablehlo.broadcast_in_dim %2358, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2363 = stablehlo.multiply %2361, %2362 : tensor<8x8xf32>
    %2364 = stablehlo.add %2274, %2363 : tensor<8x8xf32>
    %2365 = stablehlo.broadcast_in_dim %2357, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2366 = stablehlo.multiply %2365, %2359 : tensor<8x8xf32>
    %2367 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2368 = stablehlo.subtract %2367, %2357 : tensor<1x8xf32>
    %2369 = stablehlo.broadcast_in_dim %2368, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2370 = stablehlo.multiply %2369, %2360 : tensor<8x8xf32>
    %2371 = stablehlo.add %2366, %2370 : tensor<8x8xf32>
    %2372 = stablehlo.broadcast_in_dim %2358, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2373 = stablehlo.multiply %2371, %2372 : tensor<8x8xf32>
    %2374 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2375 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2376 = stablehlo.select %2374, %2375, %c_16 : tensor<i1>, tensor<i32>
    %2377 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2378 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2379 = stablehlo.select %2377, %2378, %c_32 : tensor<i1>, tensor<i32>
    %2380 = stablehlo.dynamic_update_slice %2298, %2373, %2376, %2379 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2381 = stablehlo.subtract %2359, %2360 : tensor<8x8xf32>
    %2382 = stablehlo.multiply %2364, %2381 : tensor<8x8xf32>
    %2383 = stablehlo.reduce(%2382 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2384 = stablehlo.broadcast_in_dim %2383, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2385 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2386 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2387 = stablehlo.select %2385, %2386, %c_3 : tensor<i1>, tensor<i32>
    %2388 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2389 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2390 = stablehlo.select %2388, %2389, %c_32 : tensor<i1>, tensor<i32>
    %2391 = stablehlo.dynamic_update_slice %2309, %2384, %2387, %2390 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2392 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2393 = stablehlo.subtract %2392, %2357 : tensor<1x8xf32>
    %2394 = stablehlo.broadcast_in_dim %2393, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2395 = stablehlo.multiply %2394, %2364 : tensor<8x8xf32>
    %2396 = stablehlo.multiply %2360, %2360 : tensor<8x8xf32>
    %2397 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2398 = stablehlo.subtract %2397, %2396 : tensor<8x8xf32>
    %2399 = stablehlo.multiply %2395, %2398 : tensor<8x8xf32>
    %2400 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2401 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2402 = stablehlo.select %2400, %2401, %c_16 : tensor<i1>, tensor<i32>
    %2403 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2404 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2405 = stablehlo.select %2403, %2404, %c_32 : tensor<i1>, tensor<i32>
    %2406 = stablehlo.dynamic_update_slice %2324, %2399, %2402, %2405 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2407 = stablehlo.slice %290 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2408 = stablehlo.broadcast_in_dim %2407, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2409 = stablehlo.multiply %2399, %2408 : tensor<8x8xf32>
    %2410 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2411 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2412 = stablehlo.select %2410, %2411, %c_16 : tensor<i1>, tensor<i32>
    %2413 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2414 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2415 = stablehlo.select %2413, %2414, %c_32 : tensor<i1>, tensor<i32>
    %2416 = stablehlo.dynamic_update_slice %2334, %2409, %2412, %2415 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2417 = stablehlo.slice %263 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2418 = stablehlo.multiply %2399, %2417 : tensor<8x8xf32>
    %2419 = stablehlo.reduce(%2418 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2420 = stablehlo.broadcast_in_dim %2419, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2421 = stablehlo.broadcast_in_dim %2420, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2422 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2423 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2424 = stablehlo.select %2422, %2423, %c_32 : tensor<i1>, tensor<i32>
    %2425 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2426 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2427 = stablehlo.select %2425, %2426, %c_3 : tensor<i1>, tensor<i32>
    %2428 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2429 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2430 = stablehlo.select %2428, %2429, %c_32 : tensor<i1>, tensor<i32>
    %2431 = stablehlo.dynamic_update_slice %2349, %2421, %2424, %2427, %2430 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2432 = stablehlo.slice %313 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2433 = stablehlo.broadcast_in_dim %2357, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2434 = stablehlo.multiply %2433, %2364 : tensor<8x8xf32>
    %2435 = stablehlo.dot_general %2399, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2436 = stablehlo.add %2434, %2435 : tensor<8x8xf32>
    %2437 = stablehlo.broadcast_in_dim %2432, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2438 = stablehlo.multiply %2437, %2436 : tensor<8x8xf32>
    %2439 = stablehlo.slice %302 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2440 = stablehlo.slice %346 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2441 = stablehlo.slice %1363 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2442 = stablehlo.slice %1370 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2443 = stablehlo.slice %279 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2444 = stablehlo.broadcast_in_dim %2440, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2445 = stablehlo.multiply %2443, %2444 : tensor<8x8xf32>
    %2446 = stablehlo.add %2356, %2445 : tensor<8x8xf32>
    %2447 = stablehlo.broadcast_in_dim %2439, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2448 = stablehlo.multiply %2447, %2441 : tensor<8x8xf32>
    %2449 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2450 = stablehlo.subtract %2449, %2439 : tensor<1x8xf32>
    %2451 = stablehlo.broadcast_in_dim %2450, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2452 = stablehlo.multiply %2451, %2442 : tensor<8x8xf32>
    %2453 = stablehlo.add %2448, %2452 : tensor<8x8xf32>
    %2454 = stablehlo.broadcast_in_dim %2440, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2455 = stablehlo.multiply %2453, %2454 : tensor<8x8xf32>
    %2456 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2457 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2458 = stablehlo.select %2456, %2457, %c_16 : tensor<i1>, tensor<i32>
    %2459 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2460 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2461 = stablehlo.select %2459, %2460, %c_25 : tensor<i1>, tensor<i32>
    %2462 = stablehlo.dynamic_update_slice %2380, %2455, %2458, %2461 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2463 = stablehlo.subtract %2441, %2442 : tensor<8x8xf32>
    %2464 = stablehlo.multiply %2446, %2463 : tensor<8x8xf32>
    %2465 = stablehlo.reduce(%2464 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2466 = stablehlo.broadcast_in_dim %2465, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2467 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2468 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2469 = stablehlo.select %2467, %2468, %c_3 : tensor<i1>, tensor<i32>
    %2470 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2471 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2472 = stablehlo.select %2470, %2471, %c_25 : tensor<i1>, tensor<i32>
    %2473 = stablehlo.dynamic_update_slice %2391, %2466, %2469, %2472 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2474 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2475 = stablehlo.subtract %2474, %2439 : tensor<1x8xf32>
    %2476 = stablehlo.broadcast_in_dim %2475, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2477 = stablehlo.multiply %2476, %2446 : tensor<8x8xf32>
    %2478 = stablehlo.multiply %2442, %2442 : tensor<8x8xf32>
    %2479 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2480 = stablehlo.subtract %2479, %2478 : tensor<8x8xf32>
    %2481 = stablehlo.multiply %2477, %2480 : tensor<8x8xf32>
    %2482 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2483 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2484 = stablehlo.select %2482, %2483, %c_16 : tensor<i1>, tensor<i32>
    %2485 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2486 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2487 = stablehlo.select %2485, %2486, %c_25 : tensor<i1>, tensor<i32>
    %2488 = stablehlo.dynamic_update_slice %2406, %2481, %2484, %2487 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2489 = stablehlo.slice %290 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2490 = stablehlo.broadcast_in_dim %2489, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2491 = stablehlo.multiply %2481, %2490 : tensor<8x8xf32>
    %2492 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2493 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2494 = stablehlo.select %2492, %2493, %c_16 : tensor<i1>, tensor<i32>
    %2495 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2496 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2497 = stablehlo.select %2495, %2496, %c_25 : tensor<i1>, tensor<i32>
    %2498 = stablehlo.dynamic_update_slice %2416, %2491, %2494, %2497 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2499 = stablehlo.slice %263 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2500 = stablehlo.multiply %2481, %2499 : tensor<8x8xf32>
    %2501 = stablehlo.reduce(%2500 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2502 = stablehlo.broadcast_in_dim %2501, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2503 = stablehlo.broadcast_in_dim %2502, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2504 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2505 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2506 = stablehlo.select %2504, %2505, %c_32 : tensor<i1>, tensor<i32>
    %2507 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2508 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2509 = stablehlo.select %2507, %2508, %c_3 : tensor<i1>, tensor<i32>
    %2510 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2511 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2512 = stablehlo.select %2510, %2511, %c_25 : tensor<i1>, tensor<i32>
    %2513 = stablehlo.dynamic_update_slice %2431, %2503, %2506, %2509, %2512 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2514 = stablehlo.slice %313 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2515 = stablehlo.broadcast_in_dim %2439, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2516 = stablehlo.multiply %2515, %2446 : tensor<8x8xf32>
    %2517 = stablehlo.dot_general %2481, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2518 = stablehlo.add %2516, %2517 : tensor<8x8xf32>
    %2519 = stablehlo.broadcast_in_dim %2514, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2520 = stablehlo.multiply %2519, %2518 : tensor<8x8xf32>
    %2521 = stablehlo.slice %302 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2522 = stablehlo.slice %346 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2523 = stablehlo.slice %1363 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2524 = stablehlo.slice %1370 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2525 = stablehlo.slice %279 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2526 = stablehlo.broadcast_in_dim %2522, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2527 = stablehlo.multiply %2525, %2526 : tensor<8x8xf32>
    %2528 = stablehlo.add %2438, %2527 : tensor<8x8xf32>
    %2529 = stablehlo.broadcast_in_dim %2521, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2530 = stablehlo.multiply %2529, %2523 : tensor<8x8xf32>
    %2531 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2532 = stablehlo.subtract %2531, %2521 : tensor<1x8xf32>
    %2533 = stablehlo.broadcast_in_dim %2532, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2534 = stablehlo.multiply %2533, %2524 : tensor<8x8xf32>
    %2535 = stablehlo.add %2530, %2534 : tensor<8x8xf32>
    %2536 = stablehlo.broadcast_in_dim %2522, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2537 = stablehlo.multiply %2535, %2536 : tensor<8x8xf32>
    %2538 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2539 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2540 = stablehlo.select %2538, %2539, %c_26 : tensor<i1>, tensor<i32>
    %2541 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2542 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2543 = stablehlo.select %2541, %2542, %c_32 : tensor<i1>, tensor<i32>
    %2544 = stablehlo.dynamic_update_slice %2462, %2537, %2540, %2543 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2545 = stablehlo.subtract %2523, %2524 : tensor<8x8xf32>
    %2546 = stablehlo.multiply %2528, %2545 : tensor<8x8xf32>
    %2547 = stablehlo.reduce(%2546 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2548 = stablehlo.broadcast_in_dim %2547, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2549 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2550 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2551 = stablehlo.select %2549, %2550, %c_25 : tensor<i1>, tensor<i32>
    %2552 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2553 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2554 = stablehlo.select %2552, %2553, %c_32 : tensor<i1>, tensor<i32>
    %2555 = stablehlo.dynamic_update_slice %2473, %2548, %2551, %2554 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2556 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2557 = stablehlo.subtract %2556, %2521 : tensor<1x8xf32>
    %2558 = stablehlo.broadcast_in_dim %2557, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2559 = stablehlo.multiply %2558, %2528 : tensor<8x8xf32>
    %2560 = stablehlo.multiply %2524, %2524 : tensor<8x8xf32>
    %2561 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2562 = stablehlo.subtract %2561, %2560 : tensor<8x8xf32>
    %2563 = stablehlo.multiply %2559, %2562 : tensor<8x8xf32>
    %2564 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2565 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2566 = stablehlo.select %2564, %2565, %c_26 : tensor<i1>, tensor<i32>
    %2567 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2568 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2569 = stablehlo.select %2567, %2568, %c_32 : tensor<i1>, tensor<i32>
    %2570 = stablehlo.dynamic_update_slice %2488, %2563, %2566, %2569 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2571 = stablehlo.slice %290 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2572 = stablehlo.broadcast_in_dim %2571, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2573 = stablehlo.multiply %2563, %2572 : tensor<8x8xf32>
    %2574 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2575 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2576 = stablehlo.select %2574, %2575, %c_26 : tensor<i1>, tensor<i32>
    %2577 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2578 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2579 = stablehlo.select %2577, %2578, %c_32 : tensor<i1>, tensor<i32>
    %2580 = stablehlo.dynamic_update_slice %2498, %2573, %2576, %2579 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2581 = stablehlo.slice %263 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2582 = stablehlo.multiply %2563, %2581 : tensor<8x8xf32>
    %2583 = stablehlo.reduce(%2582 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2584 = stablehlo.broadcast_in_dim %2583, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2585 = stablehlo.broadcast_in_dim %2584, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2586 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2587 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2588 = stablehlo.select %2586, %2587, %c_32 : tensor<i1>, tensor<i32>
    %2589 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2590 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2591 = stablehlo.select %2589, %2590, %c_25 : tensor<i1>, tensor<i32>
    %2592 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2593 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2594 = stablehlo.select %2592, %2593, %c_32 : tensor<i1>, tensor<i32>
    %2595 = stablehlo.dynamic_update_slice %2513, %2585, %2588, %2591, %2594 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2596 = stablehlo.slice %313 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2597 = stablehlo.broadcast_in_dim %2521, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2598 = stablehlo.multiply %2597, %2528 : tensor<8x8xf32>
    %2599 = stablehlo.dot_general %2563, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2600 = stablehlo.add %2598, %2599 : tensor<8x8xf32>
    %2601 = stablehlo.broadcast_in_dim %2596, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2602 = stablehlo.multiply %2601, %2600 : tensor<8x8xf32>
    %2603 = stablehlo.slice %302 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2604 = stablehlo.slice %346 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2605 = stablehlo.slice %1363 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2606 = stablehlo.slice %1370 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2607 = stablehlo.slice %279 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2608 = stablehlo.broadcast_in_dim %2604, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2609 = stablehlo.multiply %2607, %2608 : tensor<8x8xf32>
    %2610 = stablehlo.add %2520, %2609 : tensor<8x8xf32>
    %2611 = stablehlo.broadcast_in_dim %2603, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2612 = stablehlo.multiply %2611, %2605 : tensor<8x8xf32>
    %2613 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2614 = stablehlo.subtract %2613, %2603 : tensor<1x8xf32>
    %2615 = stablehlo.broadcast_in_dim %2614, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2616 = stablehlo.multiply %2615, %2606 : tensor<8x8xf32>
    %2617 = stablehlo.add %2612, %2616 : tensor<8x8xf32>
    %2618 = stablehlo.broadcast_in_dim %2604, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2619 = stablehlo.multiply %2617, %2618 : tensor<8x8xf32>
    %2620 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2621 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2622 = stablehlo.select %2620, %2621, %c_26 : tensor<i1>, tensor<i32>
    %2623 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2624 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2625 = stablehlo.select %2623, %2624, %c_25 : tensor<i1>, tensor<i32>
    %2626 = stablehlo.dynamic_update_slice %2544, %2619, %2622, %2625 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2627 = stablehlo.subtract %2605, %2606 : tensor<8x8xf32>
    %2628 = stablehlo.multiply %2610, %2627 : tensor<8x8xf32>
    %2629 = stablehlo.reduce(%2628 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2630 = stablehlo.broadcast_in_dim %2629, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2631 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2632 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2633 = stablehlo.select %2631, %2632, %c_25 : tensor<i1>, tensor<i32>
    %2634 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2635 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2636 = stablehlo.select %2634, %2635, %c_25 : tensor<i1>, tensor<i32>
    %2637 = stablehlo.dynamic_update_slice %2555, %2630, %2633, %2636 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2638 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2639 = stablehlo.subtract %2638, %2603 : tensor<1x8xf32>
    %2640 = stablehlo.broadcast_in_dim %2639, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2641 = stablehlo.multiply %2640, %2610 : tensor<8x8xf32>
    %2642 = stablehlo.multiply %2606, %2606 : tensor<8x8xf32>
    %2643 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2644 = stablehlo.subtract %2643, %2642 : tensor<8x8xf32>
    %2645 = stablehlo.multiply %2641, %2644 : tensor<8x8xf32>
    %2646 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2647 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2648 = stablehlo.select %2646, %2647, %c_26 : tensor<i1>, tensor<i32>
    %2649 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2650 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2651 = stablehlo.select %2649, %2650, %c_25 : tensor<i1>, tensor<i32>
    %2652 = stablehlo.dynamic_update_slice %2570, %2645, %2648, %2651 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2653 = stablehlo.slice %290 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2654 = stablehlo.broadcast_in_dim %2653, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2655 = stablehlo.multiply %2645, %2654 : tensor<8x8xf32>
    %2656 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2657 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2658 = stablehlo.select %2656, %2657, %c_26 : tensor<i1>, tensor<i32>
    %2659 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2660 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2661 = stablehlo.select %2659, %2660, %c_25 : tensor<i1>, tensor<i32>
    %2662 = stablehlo.dynamic_update_slice %2580, %2655, %2658, %2661 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2663 = stablehlo.slice %263 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2664 = stablehlo.multiply %2645, %2663 : tensor<8x8xf32>
    %2665 = stablehlo.reduce(%2664 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2666 = stablehlo.broadcast_in_dim %2665, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2667 = stablehlo.broadcast_in_dim %2666, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2668 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2669 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2670 = stablehlo.select %2668, %2669, %c_32 : tensor<i1>, tensor<i32>
    %2671 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2672 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2673 = stablehlo.select %2671, %2672, %c_25 : tensor<i1>, tensor<i32>
    %2674 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2675 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2676 = stablehlo.select %2674, %2675, %c_25 : tensor<i1>, tensor<i32>
    %2677 = stablehlo.dynamic_update_slice %2595, %2667, %2670, %2673, %2676 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2678 = stablehlo.slice %313 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2679 = stablehlo.broadcast_in_dim %2603, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2680 = stablehlo.multiply %2679, %2610 : tensor<8x8xf32>
    %2681 = stablehlo.dot_general %2645, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2682 = stablehlo.add %2680, %2681 : tensor<8x8xf32>
    %2683 = stablehlo.broadcast_in_dim %2678, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2684 = stablehlo.multiply %2683, %2682 : tensor<8x8xf32>
    %2685 = stablehlo.slice %302 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2686 = stablehlo.slice %346 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2687 = stablehlo.slice %1363 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2688 = stablehlo.slice %1370 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2689 = stablehlo.slice %279 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2690 = stablehlo.broadcast_in_dim %2686, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2691 = stablehlo.multiply %2689, %2690 : tensor<8x8xf32>
    %2692 = stablehlo.add %2602, %2691 : tensor<8x8xf32>
    %2693 = stablehlo.broadcast_in_dim %2685, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2694 = stablehlo.multiply %2693, %2687 : tensor<8x8xf32>
    %2695 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2696 = stablehlo.subtract %2695, %2685 : tensor<1x8xf32>
    %2697 = stablehlo.broadcast_in_dim %2696, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2698 = stablehlo.multiply %2697, %2688 : tensor<8x8xf32>
    %2699 = stablehlo.add %2694, %2698 : tensor<8x8xf32>
    %2700 = stablehlo.broadcast_in_dim %2686, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2701 = stablehlo.multiply %2699, %2700 : tensor<8x8xf32>
    %2702 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2703 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2704 = stablehlo.select %2702, %2703, %c_17 : tensor<i1>, tensor<i32>
    %2705 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2706 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2707 = stablehlo.select %2705, %2706, %c_32 : tensor<i1>, tensor<i32>
    %2708 = stablehlo.dynamic_update_slice %2626, %2701, %2704, %2707 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2709 = stablehlo.subtract %2687, %2688 : tensor<8x8xf32>
    %2710 = stablehlo.multiply %2692, %2709 : tensor<8x8xf32>
    %2711 = stablehlo.reduce(%2710 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2712 = stablehlo.broadcast_in_dim %2711, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2713 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2714 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2715 = stablehlo.select %2713, %2714, %c_2 : tensor<i1>, tensor<i32>
    %2716 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2717 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2718 = stablehlo.select %2716, %2717, %c_32 : tensor<i1>, tensor<i32>
    %2719 = stablehlo.dynamic_update_slice %2637, %2712, %2715, %2718 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2720 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2721 = stablehlo.subtract %2720, %2685 : tensor<1x8xf32>
    %2722 = stablehlo.broadcast_in_dim %2721, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2723 = stablehlo.multiply %2722, %2692 : tensor<8x8xf32>
    %2724 = stablehlo.multiply %2688, %2688 : tensor<8x8xf32>
    %2725 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2726 = stablehlo.subtract %2725, %2724 : tensor<8x8xf32>
    %2727 = stablehlo.multiply %2723, %2726 : tensor<8x8xf32>
    %2728 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2729 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2730 = stablehlo.select %2728, %2729, %c_17 : tensor<i1>, tensor<i32>
    %2731 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2732 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2733 = stablehlo.select %2731, %2732, %c_32 : tensor<i1>, tensor<i32>
    %2734 = stablehlo.dynamic_update_slice %2652, %2727, %2730, %2733 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2735 = stablehlo.slice %290 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2736 = stablehlo.broadcast_in_dim %2735, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2737 = stablehlo.multiply %2727, %2736 : tensor<8x8xf32>
    %2738 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2739 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2740 = stablehlo.select %2738, %2739, %c_17 : tensor<i1>, tensor<i32>
    %2741 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2742 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2743 = stablehlo.select %2741, %2742, %c_32 : tensor<i1>, tensor<i32>
    %2744 = stablehlo.dynamic_update_slice %2662, %2737, %2740, %2743 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2745 = stablehlo.slice %263 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2746 = stablehlo.multiply %2727, %2745 : tensor<8x8xf32>
    %2747 = stablehlo.reduce(%2746 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2748 = stablehlo.broadcast_in_dim %2747, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2749 = stablehlo.broadcast_in_dim %2748, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2750 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2751 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2752 = stablehlo.select %2750, %2751, %c_32 : tensor<i1>, tensor<i32>
    %2753 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2754 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2755 = stablehlo.select %2753, %2754, %c_2 : tensor<i1>, tensor<i32>
    %2756 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2757 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2758 = stablehlo.select %2756, %2757, %c_32 : tensor<i1>, tensor<i32>
    %2759 = stablehlo.dynamic_update_slice %2677, %2749, %2752, %2755, %2758 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2760 = stablehlo.slice %313 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2761 = stablehlo.broadcast_in_dim %2685, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2762 = stablehlo.multiply %2761, %2692 : tensor<8x8xf32>
    %2763 = stablehlo.dot_general %2727, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2764 = stablehlo.add %2762, %2763 : tensor<8x8xf32>
    %2765 = stablehlo.broadcast_in_dim %2760, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2766 = stablehlo.multiply %2765, %2764 : tensor<8x8xf32>
    %2767 = stablehlo.slice %302 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2768 = stablehlo.slice %346 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2769 = stablehlo.slice %1363 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2770 = stablehlo.slice %1370 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2771 = stablehlo.slice %279 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2772 = stablehlo.broadcast_in_dim %2768, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2773 = stablehlo.multiply %2771, %2772 : tensor<8x8xf32>
    %2774 = stablehlo.add %2684, %2773 : tensor<8x8xf32>
    %2775 = stablehlo.broadcast_in_dim %2767, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2776 = stablehlo.multiply %2775, %2769 : tensor<8x8xf32>
    %2777 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2778 = stablehlo.subtract %2777, %2767 : tensor<1x8xf32>
    %2779 = stablehlo.broadcast_in_dim %2778, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2780 = stablehlo.multiply %2779, %2770 : tensor<8x8xf32>
    %2781 = stablehlo.add %2776, %2780 : tensor<8x8xf32>
    %2782 = stablehlo.broadcast_in_dim %2768, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2783 = stablehlo.multiply %2781, %2782 : tensor<8x8xf32>
    %2784 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2785 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2786 = stablehlo.select %2784, %2785, %c_17 : tensor<i1>, tensor<i32>
    %2787 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2788 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2789 = stablehlo.select %2787, %2788, %c_25 : tensor<i1>, tensor<i32>
    %2790 = stablehlo.dynamic_update_slice %2708, %2783, %2786, %2789 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2791 = stablehlo.subtract %2769, %2770 : tensor<8x8xf32>
    %2792 = stablehlo.multiply %2774, %2791 : tensor<8x8xf32>
    %2793 = stablehlo.reduce(%2792 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2794 = stablehlo.broadcast_in_dim %2793, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2795 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2796 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2797 = stablehlo.select %2795, %2796, %c_2 : tensor<i1>, tensor<i32>
    %2798 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2799 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2800 = stablehlo.select %2798, %2799, %c_25 : tensor<i1>, tensor<i32>
    %2801 = stablehlo.dynamic_update_slice %2719, %2794, %2797, %2800 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2802 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2803 = stablehlo.subtract %2802, %2767 : tensor<1x8xf32>
    %2804 = stablehlo.broadcast_in_dim %2803, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2805 = stablehlo.multiply %2804, %2774 : tensor<8x8xf32>
    %2806 = stablehlo.multiply %2770, %2770 : tensor<8x8xf32>
    %2807 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2808 = stablehlo.subtract %2807, %2806 : tensor<8x8xf32>
    %2809 = stablehlo.multiply %2805, %2808 : tensor<8x8xf32>
    %2810 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2811 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2812 = stablehlo.select %2810, %2811, %c_17 : tensor<i1>, tensor<i32>
    %2813 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2814 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2815 = stablehlo.select %2813, %2814, %c_25 : tensor<i1>, tensor<i32>
    %2816 = stablehlo.dynamic_update_slice %2734, %2809, %2812, %2815 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2817 = stablehlo.slice %290 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2818 = stablehlo.broadcast_in_dim %2817, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2819 = stablehlo.multiply %2809, %2818 : tensor<8x8xf32>
    %2820 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2821 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2822 = stablehlo.select %2820, %2821, %c_17 : tensor<i1>, tensor<i32>
    %2823 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2824 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2825 = stablehlo.select %2823, %2824, %c_25 : tensor<i1>, tensor<i32>
    %2826 = stablehlo.dynamic_update_slice %2744, %2819, %2822, %2825 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2827 = stablehlo.slice %263 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2828 = stablehlo.multiply %2809, %2827 : tensor<8x8xf32>
    %2829 = stablehlo.reduce(%2828 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2830 = stablehlo.broadcast_in_dim %2829, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2831 = stablehlo.broadcast_in_dim %2830, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2832 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2833 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2834 = stablehlo.select %2832, %2833, %c_32 : tensor<i1>, tensor<i32>
    %2835 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2836 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2837 = stablehlo.select %2835, %2836, %c_2 : tensor<i1>, tensor<i32>
    %2838 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2839 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2840 = stablehlo.select %2838, %2839, %c_25 : tensor<i1>, tensor<i32>
    %2841 = stablehlo.dynamic_update_slice %2759, %2831, %2834, %2837, %2840 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2842 = stablehlo.slice %313 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2843 = stablehlo.broadcast_in_dim %2767, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2844 = stablehlo.multiply %2843, %2774 : tensor<8x8xf32>
    %2845 = stablehlo.dot_general %2809, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2846 = stablehlo.add %2844, %2845 : tensor<8x8xf32>
    %2847 = stablehlo.broadcast_in_dim %2842, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2848 = stablehlo.multiply %2847, %2846 : tensor<8x8xf32>
    %2849 = stablehlo.slice %302 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2850 = stablehlo.slice %346 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2851 = stablehlo.slice %1363 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2852 = stablehlo.slice %1370 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2853 = stablehlo.slice %279 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2854 = stablehlo.broadcast_in_dim %2850, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2855 = stablehlo.multiply %2853, %2854 : tensor<8x8xf32>
    %2856 = stablehlo.add %2766, %2855 : tensor<8x8xf32>
    %2857 = stablehlo.broadcast_in_dim %2849, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2858 = stablehlo.multiply %2857, %2851 : tensor<8x8xf32>
    %2859 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2860 = stablehlo.subtract %2859, %2849 : tensor<1x8xf32>
    %2861 = stablehlo.broadcast_in_dim %2860, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2862 = stablehlo.multiply %2861, %2852 : tensor<8x8xf32>
    %2863 = stablehlo.add %2858, %2862 : tensor<8x8xf32>
    %2864 = stablehlo.broadcast_in_dim %2850, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2865 = stablehlo.multiply %2863, %2864 : tensor<8x8xf32>
    %2866 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2867 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2868 = stablehlo.select %2866, %2867, %c_18 : tensor<i1>, tensor<i32>
    %2869 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2870 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2871 = stablehlo.select %2869, %2870, %c_32 : tensor<i1>, tensor<i32>
    %2872 = stablehlo.dynamic_update_slice %2790, %2865, %2868, %2871 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2873 = stablehlo.subtract %2851, %2852 : tensor<8x8xf32>
    %2874 = stablehlo.multiply %2856, %2873 : tensor<8x8xf32>
    %2875 = stablehlo.reduce(%2874 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2876 = stablehlo.broadcast_in_dim %2875, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2877 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2878 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2879 = stablehlo.select %2877, %2878, %c_1 : tensor<i1>, tensor<i32>
    %2880 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2881 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2882 = stablehlo.select %2880, %2881, %c_32 : tensor<i1>, tensor<i32>
    %2883 = stablehlo.dynamic_update_slice %2801, %2876, %2879, %2882 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2884 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2885 = stablehlo.subtract %2884, %2849 : tensor<1x8xf32>
    %2886 = stablehlo.broadcast_in_dim %2885, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2887 = stablehlo.multiply %2886, %2856 : tensor<8x8xf32>
    %2888 = stablehlo.multiply %2852, %2852 : tensor<8x8xf32>
    %2889 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2890 = stablehlo.subtract %2889, %2888 : tensor<8x8xf32>
    %2891 = stablehlo.multiply %2887, %2890 : tensor<8x8xf32>
    %2892 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2893 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2894 = stablehlo.select %2892, %2893, %c_18 : tensor<i1>, tensor<i32>
    %2895 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2896 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2897 = stablehlo.select %2895, %2896, %c_32 : tensor<i1>, tensor<i32>
    %2898 = stablehlo.dynamic_update_slice %2816, %2891, %2894, %2897 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2899 = stablehlo.slice %290 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2900 = stablehlo.broadcast_in_dim %2899, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2901 = stablehlo.multiply %2891, %2900 : tensor<8x8xf32>
    %2902 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2903 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2904 = stablehlo.select %2902, %2903, %c_18 : tensor<i1>, tensor<i32>
    %2905 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2906 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2907 = stablehlo.select %2905, %2906, %c_32 : tensor<i1>, tensor<i32>
    %2908 = stablehlo.dynamic_update_slice %2826, %2901, %2904, %2907 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2909 = stablehlo.slice %263 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2910 = stablehlo.multiply %2891, %2909 : tensor<8x8xf32>
    %2911 = stablehlo.reduce(%2910 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2912 = stablehlo.broadcast_in_dim %2911, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2913 = stablehlo.broadcast_in_dim %2912, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2914 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2915 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2916 = stablehlo.select %2914, %2915, %c_32 : tensor<i1>, tensor<i32>
    %2917 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2918 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2919 = stablehlo.select %2917, %2918, %c_1 : tensor<i1>, tensor<i32>
    %2920 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2921 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2922 = stablehlo.select %2920, %2921, %c_32 : tensor<i1>, tensor<i32>
    %2923 = stablehlo.dynamic_update_slice %2841, %2913, %2916, %2919, %2922 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2924 = stablehlo.slice %313 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2925 = stablehlo.broadcast_in_dim %2849, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2926 = stablehlo.multiply %2925, %2856 : tensor<8x8xf32>
    %2927 = stablehlo.dot_general %2891, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2928 = stablehlo.add %2926, %2927 : tensor<8x8xf32>
    %2929 = stablehlo.broadcast_in_dim %2924, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2930 = stablehlo.multiply %2929, %2928 : tensor<8x8xf32>
    %2931 = stablehlo.slice %302 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2932 = stablehlo.slice %346 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2933 = stablehlo.slice %1363 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2934 = stablehlo.slice %1370 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2935 = stablehlo.slice %279 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2936 = stablehlo.broadcast_in_dim %2932, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2937 = stablehlo.multiply %2935, %2936 : tensor<8x8xf32>
    %2938 = stablehlo.add %2848, %2937 : tensor<8x8xf32>
    %2939 = stablehlo.broadcast_in_dim %2931, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2940 = stablehlo.multiply %2939, %2933 : tensor<8x8xf32>
    %2941 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2942 = stablehlo.subtract %2941, %2931 : tensor<1x8xf32>
    %2943 = stablehlo.broadcast_in_dim %2942, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2944 = stablehlo.multiply %2943, %2934 : tensor<8x8xf32>
    %2945 = stablehlo.add %2940, %2944 : tensor<8x8xf32>
    %2946 = stablehlo.broadcast_in_dim %2932, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2947 = stablehlo.multiply %2945, %2946 : tensor<8x8xf32>
    %2948 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2949 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2950 = stablehlo.select %2948, %2949, %c_18 : tensor<i1>, tensor<i32>
    %2951 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2952 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2953 = stablehlo.select %2951, %2952, %c_25 : tensor<i1>, tensor<i32>
    %2954 = stablehlo.dynamic_update_slice %2872, %2947, %2950, %2953 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2955 = stablehlo.subtract %2933, %2934 : tensor<8x8xf32>
    %2956 = stablehlo.multiply %2938, %2955 : tensor<8x8xf32>
    %2957 = stablehlo.reduce(%2956 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2958 = stablehlo.broadcast_in_dim %2957, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2959 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2960 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2961 = stablehlo.select %2959, %2960, %c_1 : tensor<i1>, tensor<i32>
    %2962 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2963 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2964 = stablehlo.select %2962, %2963, %c_25 : tensor<i1>, tensor<i32>
    %2965 = stablehlo.dynamic_update_slice %2883, %2958, %2961, %2964 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2966 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2967 = stablehlo.subtract %2966, %2931 : tensor<1x8xf32>
    %2968 = stablehlo.broadcast_in_dim %2967, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2969 = stablehlo.multiply %2968, %2938 : tensor<8x8xf32>
    %2970 = stablehlo.multiply %2934, %2934 : tensor<8x8xf32>
    %2971 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2972 = stablehlo.subtract %2971, %2970 : tensor<8x8xf32>
    %2973 = stablehlo.multiply %2969, %2972 : tensor<8x8xf32>
    %2974 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2975 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2976 = stablehlo.select %2974, %2975, %c_18 : tensor<i1>, tensor<i32>
    %2977 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2978 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2979 = stablehlo.select %2977, %2978, %c_25 : tensor<i1>, tensor<i32>
    %2980 = stablehlo.dynamic_update_slice %2898, %2973, %2976, %2979 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2981 = stablehlo.slice %290 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2982 = stablehlo.broadcast_in_dim %2981, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2983 = stablehlo.multiply %2973, %2982 : tensor<8x8xf32>
    %2984 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2985 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2986 = stablehlo.select %2984, %2985, %c_18 : tensor<i1>, tensor<i32>
    %2987 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2988 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2989 = stablehlo.select %2987, %2988, %c_25 : tensor<i1>, tensor<i32>
    %2990 = stablehlo.dynamic_update_slice %2908, %2983, %2986, %2989 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2991 = stablehlo.slice %263 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2992 = stablehlo.multiply %2973, %2991 : tensor<8x8xf32>
    %2993 = stablehlo.reduce(%2992 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2994 = stablehlo.broadcast_in_dim %2993, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2995 = stablehlo.broadcast_in_dim %2994, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2996 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2997 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2998 = stablehlo.select %2996, %2997, %c_32 : tensor<i1>, tensor<i32>
    %2999 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3000 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %3001 = stablehlo.select %2999, %3000, %c_1 : tensor<i1>, tensor<i32>
    %3002 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3003 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3004 = stablehlo.select %3002, %3003, %c_25 : tensor<i1>, tensor<i32>
    %3005 = stablehlo.dynamic_update_slice %2923, %2995, %2998, %3001, %3004 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3006 = stablehlo.slice %313 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3007 = stablehlo.broadcast_in_dim %2931, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3008 = stablehlo.multiply %3007, %2938 : tensor<8x8xf32>
    %3009 = stablehlo.dot_general %2973, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3010 = stablehlo.add %3008, %3009 : tensor<8x8xf32>
    %3011 = stablehlo.broadcast_in_dim %3006, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3012 = stablehlo.multiply %3011, %3010 : tensor<8x8xf32>
    %3013 = stablehlo.slice %302 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3014 = stablehlo.slice %346 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3015 = stablehlo.slice %1363 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3016 = stablehlo.slice %1370 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3017 = stablehlo.slice %279 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3018 = stablehlo.broadcast_in_dim %3014, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3019 = stablehlo.multiply %3017, %3018 : tensor<8x8xf32>
    %3020 = stablehlo.add %2930, %3019 : tensor<8x8xf32>
    %3021 = stablehlo.broadcast_in_dim %3013, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3022 = stablehlo.multiply %3021, %3015 : tensor<8x8xf32>
    %3023 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3024 = stablehlo.subtract %3023, %3013 : tensor<1x8xf32>
    %3025 = stablehlo.broadcast_in_dim %3024, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3026 = stablehlo.multiply %3025, %3016 : tensor<8x8xf32>
    %3027 = stablehlo.add %3022, %3026 : tensor<8x8xf32>
    %3028 = stablehlo.broadcast_in_dim %3014, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3029 = stablehlo.multiply %3027, %3028 : tensor<8x8xf32>
    %3030 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3031 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3032 = stablehlo.select %3030, %3031, %c_19 : tensor<i1>, tensor<i32>
    %3033 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3034 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3035 = stablehlo.select %3033, %3034, %c_32 : tensor<i1>, tensor<i32>
    %3036 = stablehlo.dynamic_update_slice %2954, %3029, %3032, %3035 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3037 = stablehlo.subtract %3015, %3016 : tensor<8x8xf32>
    %3038 = stablehlo.multiply %3020, %3037 : tensor<8x8xf32>
    %3039 = stablehlo.reduce(%3038 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3040 = stablehlo.broadcast_in_dim %3039, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3041 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3042 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3043 = stablehlo.select %3041, %3042, %c_0 : tensor<i1>, tensor<i32>
    %3044 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3045 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3046 = stablehlo.select %3044, %3045, %c_32 : tensor<i1>, tensor<i32>
    %3047 = stablehlo.dynamic_update_slice %2965, %3040, %3043, %3046 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3048 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3049 = stablehlo.subtract %3048, %3013 : tensor<1x8xf32>
    %3050 = stablehlo.broadcast_in_dim %3049, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3051 = stablehlo.multiply %3050, %3020 : tensor<8x8xf32>
    %3052 = stablehlo.multiply %3016, %3016 : tensor<8x8xf32>
    %3053 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3054 = stablehlo.subtract %3053, %3052 : tensor<8x8xf32>
    %3055 = stablehlo.multiply %3051, %3054 : tensor<8x8xf32>
    %3056 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3057 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3058 = stablehlo.select %3056, %3057, %c_19 : tensor<i1>, tensor<i32>
    %3059 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3060 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3061 = stablehlo.select %3059, %3060, %c_32 : tensor<i1>, tensor<i32>
    %3062 = stablehlo.dynamic_update_slice %2980, %3055, %3058, %3061 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3063 = stablehlo.slice %290 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3064 = stablehlo.broadcast_in_dim %3063, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3065 = stablehlo.multiply %3055, %3064 : tensor<8x8xf32>
    %3066 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3067 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3068 = stablehlo.select %3066, %3067, %c_19 : tensor<i1>, tensor<i32>
    %3069 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3070 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3071 = stablehlo.select %3069, %3070, %c_32 : tensor<i1>, tensor<i32>
    %3072 = stablehlo.dynamic_update_slice %2990, %3065, %3068, %3071 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3073 = stablehlo.slice %263 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3074 = stablehlo.multiply %3055, %3073 : tensor<8x8xf32>
    %3075 = stablehlo.reduce(%3074 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3076 = stablehlo.broadcast_in_dim %3075, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3077 = stablehlo.broadcast_in_dim %3076, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3078 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3079 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3080 = stablehlo.select %3078, %3079, %c_32 : tensor<i1>, tensor<i32>
    %3081 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3082 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3083 = stablehlo.select %3081, %3082, %c_0 : tensor<i1>, tensor<i32>
    %3084 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3085 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3086 = stablehlo.select %3084, %3085, %c_32 : tensor<i1>, tensor<i32>
    %3087 = stablehlo.dynamic_update_slice %3005, %3077, %3080, %3083, %3086 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3088 = stablehlo.slice %313 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3089 = stablehlo.broadcast_in_dim %3013, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3090 = stablehlo.multiply %3089, %3020 : tensor<8x8xf32>
    %3091 = stablehlo.dot_general %3055, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3092 = stablehlo.add %3090, %3091 : tensor<8x8xf32>
    %3093 = stablehlo.broadcast_in_dim %3088, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3094 = stablehlo.multiply %3093, %3092 : tensor<8x8xf32>
    %3095 = stablehlo.slice %302 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3096 = stablehlo.slice %346 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3097 = stablehlo.slice %1363 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3098 = stablehlo.slice %1370 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3099 = stablehlo.slice %279 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3100 = stablehlo.broadcast_in_dim %3096, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3101 = stablehlo.multiply %3099, %3100 : tensor<8x8xf32>
    %3102 = stablehlo.add %3012, %3101 : tensor<8x8xf32>
    %3103 = stablehlo.broadcast_in_dim %3095, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3104 = stablehlo.multiply %3103, %3097 : tensor<8x8xf32>
    %3105 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3106 = stablehlo.subtract %3105, %3095 : tensor<1x8xf32>
    %3107 = stablehlo.broadcast_in_dim %3106, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3108 = stablehlo.multiply %3107, %3098 : tensor<8x8xf32>
    %3109 = stablehlo.add %3104, %3108 : tensor<8x8xf32>
    %3110 = stablehlo.broadcast_in_dim %3096, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3111 = stablehlo.multiply %3109, %3110 : tensor<8x8xf32>
    %3112 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3113 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3114 = stablehlo.select %3112, %3113, %c_19 : tensor<i1>, tensor<i32>
    %3115 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3116 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3117 = stablehlo.select %3115, %3116, %c_25 : tensor<i1>, tensor<i32>
    %3118 = stablehlo.dynamic_update_slice %3036, %3111, %3114, %3117 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3119 = stablehlo.subtract %3097, %3098 : tensor<8x8xf32>
    %3120 = stablehlo.multiply %3102, %3119 : tensor<8x8xf32>
    %3121 = stablehlo.reduce(%3120 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3122 = stablehlo.broadcast_in_dim %3121, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3123 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3124 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3125 = stablehlo.select %3123, %3124, %c_0 : tensor<i1>, tensor<i32>
    %3126 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3127 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3128 = stablehlo.select %3126, %3127, %c_25 : tensor<i1>, tensor<i32>
    %3129 = stablehlo.dynamic_update_slice %3047, %3122, %3125, %3128 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3130 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3131 = stablehlo.subtract %3130, %3095 : tensor<1x8xf32>
    %3132 = stablehlo.broadcast_in_dim %3131, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3133 = stablehlo.multiply %3132, %3102 : tensor<8x8xf32>
    %3134 = stablehlo.multiply %3098, %3098 : tensor<8x8xf32>
    %3135 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3136 = stablehlo.subtract %3135, %3134 : tensor<8x8xf32>
    %3137 = stablehlo.multiply %3133, %3136 : tensor<8x8xf32>
    %3138 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3139 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3140 = stablehlo.select %3138, %3139, %c_19 : tensor<i1>, tensor<i32>
    %3141 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3142 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3143 = stablehlo.select %3141, %3142, %c_25 : tensor<i1>, tensor<i32>
    %3144 = stablehlo.dynamic_update_slice %3062, %3137, %3140, %3143 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3145 = stablehlo.slice %290 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3146 = stablehlo.broadcast_in_dim %3145, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3147 = stablehlo.multiply %3137, %3146 : tensor<8x8xf32>
    %3148 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3149 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3150 = stablehlo.select %3148, %3149, %c_19 : tensor<i1>, tensor<i32>
    %3151 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3152 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3153 = stablehlo.select %3151, %3152, %c_25 : tensor<i1>, tensor<i32>
    %3154 = stablehlo.dynamic_update_slice %3072, %3147, %3150, %3153 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3155 = stablehlo.slice %263 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3156 = stablehlo.multiply %3137, %3155 : tensor<8x8xf32>
    %3157 = stablehlo.reduce(%3156 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3158 = stablehlo.broadcast_in_dim %3157, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3159 = stablehlo.broadcast_in_dim %3158, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3160 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3161 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3162 = stablehlo.select %3160, %3161, %c_32 : tensor<i1>, tensor<i32>
    %3163 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3164 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3165 = stablehlo.select %3163, %3164, %c_0 : tensor<i1>, tensor<i32>
    %3166 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3167 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3168 = stablehlo.select %3166, %3167, %c_25 : tensor<i1>, tensor<i32>
    %3169 = stablehlo.dynamic_update_slice %3087, %3159, %3162, %3165, %3168 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3170 = stablehlo.slice %313 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3171 = stablehlo.broadcast_in_dim %3095, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3172 = stablehlo.multiply %3171, %3102 : tensor<8x8xf32>
    %3173 = stablehlo.dot_general %3137, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3174 = stablehlo.add %3172, %3173 : tensor<8x8xf32>
    %3175 = stablehlo.broadcast_in_dim %3170, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3176 = stablehlo.multiply %3175, %3174 : tensor<8x8xf32>
    %3177 = stablehlo.slice %302 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3178 = stablehlo.slice %346 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3179 = stablehlo.slice %1363 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3180 = stablehlo.slice %1370 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3181 = stablehlo.slice %279 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3182 = stablehlo.broadcast_in_dim %3178, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3183 = stablehlo.multiply %3181, %3182 : tensor<8x8xf32>
    %3184 = stablehlo.add %3094, %3183 : tensor<8x8xf32>
    %3185 = stablehlo.broadcast_in_dim %3177, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3186 = stablehlo.multiply %3185, %3179 : tensor<8x8xf32>
    %3187 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3188 = stablehlo.subtract %3187, %3177 : tensor<1x8xf32>
    %3189 = stablehlo.broadcast_in_dim %3188, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3190 = stablehlo.multiply %3189, %3180 : tensor<8x8xf32>
    %3191 = stablehlo.add %3186, %3190 : tensor<8x8xf32>
    %3192 = stablehlo.broadcast_in_dim %3178, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3193 = stablehlo.multiply %3191, %3192 : tensor<8x8xf32>
    %3194 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3195 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3196 = stablehlo.select %3194, %3195, %c_20 : tensor<i1>, tensor<i32>
    %3197 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3198 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3199 = stablehlo.select %3197, %3198, %c_32 : tensor<i1>, tensor<i32>
    %3200 = stablehlo.dynamic_update_slice %3118, %3193, %3196, %3199 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3201 = stablehlo.subtract %3179, %3180 : tensor<8x8xf32>
    %3202 = stablehlo.multiply %3184, %3201 : tensor<8x8xf32>
    %3203 = stablehlo.reduce(%3202 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3204 = stablehlo.broadcast_in_dim %3203, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3205 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3206 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3207 = stablehlo.select %3205, %3206, %c_29 : tensor<i1>, tensor<i32>
    %3208 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3209 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3210 = stablehlo.select %3208, %3209, %c_32 : tensor<i1>, tensor<i32>
    %3211 = stablehlo.dynamic_update_slice %3129, %3204, %3207, %3210 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3212 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3213 = stablehlo.subtract %3212, %3177 : tensor<1x8xf32>
    %3214 = stablehlo.broadcast_in_dim %3213, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3215 = stablehlo.multiply %3214, %3184 : tensor<8x8xf32>
    %3216 = stablehlo.multiply %3180, %3180 : tensor<8x8xf32>
    %3217 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3218 = stablehlo.subtract %3217, %3216 : tensor<8x8xf32>
    %3219 = stablehlo.multiply %3215, %3218 : tensor<8x8xf32>
    %3220 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3221 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3222 = stablehlo.select %3220, %3221, %c_20 : tensor<i1>, tensor<i32>
    %3223 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3224 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3225 = stablehlo.select %3223, %3224, %c_32 : tensor<i1>, tensor<i32>
    %3226 = stablehlo.dynamic_update_slice %3144, %3219, %3222, %3225 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3227 = stablehlo.slice %290 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3228 = stablehlo.broadcast_in_dim %3227, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3229 = stablehlo.multiply %3219, %3228 : tensor<8x8xf32>
    %3230 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3231 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3232 = stablehlo.select %3230, %3231, %c_20 : tensor<i1>, tensor<i32>
    %3233 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3234 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3235 = stablehlo.select %3233, %3234, %c_32 : tensor<i1>, tensor<i32>
    %3236 = stablehlo.dynamic_update_slice %3154, %3229, %3232, %3235 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3237 = stablehlo.slice %263 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3238 = stablehlo.multiply %3219, %3237 : tensor<8x8xf32>
    %3239 = stablehlo.reduce(%3238 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3240 = stablehlo.broadcast_in_dim %3239, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3241 = stablehlo.broadcast_in_dim %3240, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3242 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3243 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3244 = stablehlo.select %3242, %3243, %c_32 : tensor<i1>, tensor<i32>
    %3245 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3246 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3247 = stablehlo.select %3245, %3246, %c_29 : tensor<i1>, tensor<i32>
    %3248 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3249 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3250 = stablehlo.select %3248, %3249, %c_32 : tensor<i1>, tensor<i32>
    %3251 = stablehlo.dynamic_update_slice %3169, %3241, %3244, %3247, %3250 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3252 = stablehlo.slice %313 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3253 = stablehlo.broadcast_in_dim %3177, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3254 = stablehlo.multiply %3253, %3184 : tensor<8x8xf32>
    %3255 = stablehlo.dot_general %3219, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3256 = stablehlo.add %3254, %3255 : tensor<8x8xf32>
    %3257 = stablehlo.broadcast_in_dim %3252, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3258 = stablehlo.multiply %3257, %3256 : tensor<8x8xf32>
    %3259 = stablehlo.slice %302 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3260 = stablehlo.slice %346 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3261 = stablehlo.slice %1363 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3262 = stablehlo.slice %1370 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3263 = stablehlo.slice %279 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3264 = stablehlo.broadcast_in_dim %3260, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3265 = stablehlo.multiply %3263, %3264 : tensor<8x8xf32>
    %3266 = stablehlo.add %3176, %3265 : tensor<8x8xf32>
    %3267 = stablehlo.broadcast_in_dim %3259, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3268 = stablehlo.multiply %3267, %3261 : tensor<8x8xf32>
    %3269 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3270 = stablehlo.subtract %3269, %3259 : tensor<1x8xf32>
    %3271 = stablehlo.broadcast_in_dim %3270, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3272 = stablehlo.multiply %3271, %3262 : tensor<8x8xf32>
    %3273 = stablehlo.add %3268, %3272 : tensor<8x8xf32>
    %3274 = stablehlo.broadcast_in_dim %3260, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3275 = stablehlo.multiply %3273, %3274 : tensor<8x8xf32>
    %3276 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3277 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3278 = stablehlo.select %3276, %3277, %c_20 : tensor<i1>, tensor<i32>
    %3279 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3280 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3281 = stablehlo.select %3279, %3280, %c_25 : tensor<i1>, tensor<i32>
    %3282 = stablehlo.dynamic_update_slice %3200, %3275, %3278, %3281 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3283 = stablehlo.subtract %3261, %3262 : tensor<8x8xf32>
    %3284 = stablehlo.multiply %3266, %3283 : tensor<8x8xf32>
    %3285 = stablehlo.reduce(%3284 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3286 = stablehlo.broadcast_in_dim %3285, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3287 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3288 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3289 = stablehlo.select %3287, %3288, %c_29 : tensor<i1>, tensor<i32>
    %3290 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3291 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3292 = stablehlo.select %3290, %3291, %c_25 : tensor<i1>, tensor<i32>
    %3293 = stablehlo.dynamic_update_slice %3211, %3286, %3289, %3292 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3294 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3295 = stablehlo.subtract %3294, %3259 : tensor<1x8xf32>
    %3296 = stablehlo.broadcast_in_dim %3295, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3297 = stablehlo.multiply %3296, %3266 : tensor<8x8xf32>
    %3298 = stablehlo.multiply %3262, %3262 : tensor<8x8xf32>
    %3299 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3300 = stablehlo.subtract %3299, %3298 : tensor<8x8xf32>
    %3301 = stablehlo.multiply %3297, %3300 : tensor<8x8xf32>
    %3302 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3303 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3304 = stablehlo.select %3302, %3303, %c_20 : tensor<i1>, tensor<i32>
    %3305 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3306 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3307 = stablehlo.select %3305, %3306, %c_25 : tensor<i1>, tensor<i32>
    %3308 = stablehlo.dynamic_update_slice %3226, %3301, %3304, %3307 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3309 = stablehlo.slice %290 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3310 = stablehlo.broadcast_in_dim %3309, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3311 = stablehlo.multiply %3301, %3310 : tensor<8x8xf32>
    %3312 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3313 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3314 = stablehlo.select %3312, %3313, %c_20 : tensor<i1>, tensor<i32>
    %3315 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3316 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3317 = stablehlo.select %3315, %3316, %c_25 : tensor<i1>, tensor<i32>
    %3318 = stablehlo.dynamic_update_slice %3236, %3311, %3314, %3317 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3319 = stablehlo.slice %263 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3320 = stablehlo.multiply %3301, %3319 : tensor<8x8xf32>
    %3321 = stablehlo.reduce(%3320 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3322 = stablehlo.broadcast_in_dim %3321, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3323 = stablehlo.broadcast_in_dim %3322, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3324 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3325 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3326 = stablehlo.select %3324, %3325, %c_32 : tensor<i1>, tensor<i32>
    %3327 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3328 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3329 = stablehlo.select %3327, %3328, %c_29 : tensor<i1>, tensor<i32>
    %3330 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3331 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3332 = stablehlo.select %3330, %3331, %c_25 : tensor<i1>, tensor<i32>
    %3333 = stablehlo.dynamic_update_slice %3251, %3323, %3326, %3329, %3332 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3334 = stablehlo.slice %313 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3335 = stablehlo.broadcast_in_dim %3259, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3336 = stablehlo.multiply %3335, %3266 : tensor<8x8xf32>
    %3337 = stablehlo.dot_general %3301, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3338 = stablehlo.add %3336, %3337 : tensor<8x8xf32>
    %3339 = stablehlo.broadcast_in_dim %3334, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3340 = stablehlo.multiply %3339, %3338 : tensor<8x8xf32>
    %3341 = stablehlo.slice %302 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3342 = stablehlo.slice %346 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3343 = stablehlo.slice %1363 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3344 = stablehlo.slice %1370 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3345 = stablehlo.slice %279 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3346 = stablehlo.broadcast_in_dim %3342, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3347 = stablehlo.multiply %3345, %3346 : tensor<8x8xf32>
    %3348 = stablehlo.add %3258, %3347 : tensor<8x8xf32>
    %3349 = stablehlo.broadcast_in_dim %3341, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3350 = stablehlo.multiply %3349, %3343 : tensor<8x8xf32>
    %3351 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3352 = stablehlo.subtract %3351, %3341 : tensor<1x8xf32>
    %3353 = stablehlo.broadcast_in_dim %3352, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3354 = stablehlo.multiply %3353, %3344 : tensor<8x8xf32>
    %3355 = stablehlo.add %3350, %3354 : tensor<8x8xf32>
    %3356 = stablehlo.broadcast_in_dim %3342, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3357 = stablehlo.multiply %3355, %3356 : tensor<8x8xf32>
    %3358 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3359 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3360 = stablehlo.select %3358, %3359, %c_21 : tensor<i1>, tensor<i32>
    %3361 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3362 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3363 = stablehlo.select %3361, %3362, %c_32 : tensor<i1>, tensor<i32>
    %3364 = stablehlo.dynamic_update_slice %3282, %3357, %3360, %3363 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3365 = stablehlo.subtract %3343, %3344 : tensor<8x8xf32>
    %3366 = stablehlo.multiply %3348, %3365 : tensor<8x8xf32>
    %3367 = stablehlo.reduce(%3366 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3368 = stablehlo.broadcast_in_dim %3367, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3369 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3370 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3371 = stablehlo.select %3369, %3370, %c_28 : tensor<i1>, tensor<i32>
    %3372 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3373 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3374 = stablehlo.select %3372, %3373, %c_32 : tensor<i1>, tensor<i32>
    %3375 = stablehlo.dynamic_update_slice %3293, %3368, %3371, %3374 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3376 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3377 = stablehlo.subtract %3376, %3341 : tensor<1x8xf32>
    %3378 = stablehlo.broadcast_in_dim %3377, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3379 = stablehlo.multiply %3378, %3348 : tensor<8x8xf32>
    %3380 = stablehlo.multiply %3344, %3344 : tensor<8x8xf32>
    %3381 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3382 = stablehlo.subtract %3381, %3380 : tensor<8x8xf32>
    %3383 = stablehlo.multiply %3379, %3382 : tensor<8x8xf32>
    %3384 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3385 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3386 = stablehlo.select %3384, %3385, %c_21 : tensor<i1>, tensor<i32>
    %3387 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3388 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3389 = stablehlo.select %3387, %3388, %c_32 : tensor<i1>, tensor<i32>
    %3390 = stablehlo.dynamic_update_slice %3308, %3383, %3386, %3389 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3391 = stablehlo.slice %290 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3392 = stablehlo.broadcast_in_dim %3391, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3393 = stablehlo.multiply %3383, %3392 : tensor<8x8xf32>
    %3394 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3395 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3396 = stablehlo.select %3394, %3395, %c_21 : tensor<i1>, tensor<i32>
    %3397 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3398 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3399 = stablehlo.select %3397, %3398, %c_32 : tensor<i1>, tensor<i32>
    %3400 = stablehlo.dynamic_update_slice %3318, %3393, %3396, %3399 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3401 = stablehlo.slice %263 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3402 = stablehlo.multiply %3383, %3401 : tensor<8x8xf32>
    %3403 = stablehlo.reduce(%3402 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3404 = stablehlo.broadcast_in_dim %3403, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3405 = stablehlo.broadcast_in_dim %3404, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3406 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3407 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3408 = stablehlo.select %3406, %3407, %c_32 : tensor<i1>, tensor<i32>
    %3409 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3410 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3411 = stablehlo.select %3409, %3410, %c_28 : tensor<i1>, tensor<i32>
    %3412 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3413 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3414 = stablehlo.select %3412, %3413, %c_32 : tensor<i1>, tensor<i32>
    %3415 = stablehlo.dynamic_update_slice %3333, %3405, %3408, %3411, %3414 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3416 = stablehlo.slice %313 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3417 = stablehlo.broadcast_in_dim %3341, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3418 = stablehlo.multiply %3417, %3348 : tensor<8x8xf32>
    %3419 = stablehlo.dot_general %3383, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3420 = stablehlo.add %3418, %3419 : tensor<8x8xf32>
    %3421 = stablehlo.broadcast_in_dim %3416, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3422 = stablehlo.multiply %3421, %3420 : tensor<8x8xf32>
    %3423 = stablehlo.slice %302 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3424 = stablehlo.slice %346 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3425 = stablehlo.slice %1363 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3426 = stablehlo.slice %1370 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3427 = stablehlo.slice %279 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3428 = stablehlo.broadcast_in_dim %3424, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3429 = stablehlo.multiply %3427, %3428 : tensor<8x8xf32>
    %3430 = stablehlo.add %3340, %3429 : tensor<8x8xf32>
    %3431 = stablehlo.broadcast_in_dim %3423, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3432 = stablehlo.multiply %3431, %3425 : tensor<8x8xf32>
    %3433 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3434 = stablehlo.subtract %3433, %3423 : tensor<1x8xf32>
    %3435 = stablehlo.broadcast_in_dim %3434, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3436 = stablehlo.multiply %3435, %3426 : tensor<8x8xf32>
    %3437 = stablehlo.add %3432, %3436 : tensor<8x8xf32>
    %3438 = stablehlo.broadcast_in_dim %3424, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3439 = stablehlo.multiply %3437, %3438 : tensor<8x8xf32>
    %3440 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3441 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3442 = stablehlo.select %3440, %3441, %c_21 : tensor<i1>, tensor<i32>
    %3443 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3444 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3445 = stablehlo.select %3443, %3444, %c_25 : tensor<i1>, tensor<i32>
    %3446 = stablehlo.dynamic_update_slice %3364, %3439, %3442, %3445 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3447 = stablehlo.subtract %3425, %3426 : tensor<8x8xf32>
    %3448 = stablehlo.multiply %3430, %3447 : tensor<8x8xf32>
    %3449 = stablehlo.reduce(%3448 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3450 = stablehlo.broadcast_in_dim %3449, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3451 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3452 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3453 = stablehlo.select %3451, %3452, %c_28 : tensor<i1>, tensor<i32>
    %3454 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3455 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3456 = stablehlo.select %3454, %3455, %c_25 : tensor<i1>, tensor<i32>
    %3457 = stablehlo.dynamic_update_slice %3375, %3450, %3453, %3456 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3458 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3459 = stablehlo.subtract %3458, %3423 : tensor<1x8xf32>
    %3460 = stablehlo.broadcast_in_dim %3459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3461 = stablehlo.multiply %3460, %3430 : tensor<8x8xf32>
    %3462 = stablehlo.multiply %3426, %3426 : tensor<8x8xf32>
    %3463 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3464 = stablehlo.subtract %3463, %3462 : tensor<8x8xf32>
    %3465 = stablehlo.multiply %3461, %3464 : tensor<8x8xf32>
    %3466 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3467 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3468 = stablehlo.select %3466, %3467, %c_21 : tensor<i1>, tensor<i32>
    %3469 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3470 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3471 = stablehlo.select %3469, %3470, %c_25 : tensor<i1>, tensor<i32>
    %3472 = stablehlo.dynamic_update_slice %3390, %3465, %3468, %3471 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3473 = stablehlo.slice %290 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3474 = stablehlo.broadcast_in_dim %3473, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3475 = stablehlo.multiply %3465, %3474 : tensor<8x8xf32>
    %3476 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3477 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3478 = stablehlo.select %3476, %3477, %c_21 : tensor<i1>, tensor<i32>
    %3479 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3480 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3481 = stablehlo.select %3479, %3480, %c_25 : tensor<i1>, tensor<i32>
    %3482 = stablehlo.dynamic_update_slice %3400, %3475, %3478, %3481 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3483 = stablehlo.slice %263 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3484 = stablehlo.multiply %3465, %3483 : tensor<8x8xf32>
    %3485 = stablehlo.reduce(%3484 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3486 = stablehlo.broadcast_in_dim %3485, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3487 = stablehlo.broadcast_in_dim %3486, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3488 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3489 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3490 = stablehlo.select %3488, %3489, %c_32 : tensor<i1>, tensor<i32>
    %3491 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3492 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3493 = stablehlo.select %3491, %3492, %c_28 : tensor<i1>, tensor<i32>
    %3494 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3495 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3496 = stablehlo.select %3494, %3495, %c_25 : tensor<i1>, tensor<i32>
    %3497 = stablehlo.dynamic_update_slice %3415, %3487, %3490, %3493, %3496 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3498 = stablehlo.slice %313 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3499 = stablehlo.broadcast_in_dim %3423, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3500 = stablehlo.multiply %3499, %3430 : tensor<8x8xf32>
    %3501 = stablehlo.dot_general %3465, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3502 = stablehlo.add %3500, %3501 : tensor<8x8xf32>
    %3503 = stablehlo.broadcast_in_dim %3498, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3504 = stablehlo.multiply %3503, %3502 : tensor<8x8xf32>
    %3505 = stablehlo.slice %302 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3506 = stablehlo.slice %346 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3507 = stablehlo.slice %1363 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3508 = stablehlo.slice %1370 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3509 = stablehlo.slice %279 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3510 = stablehlo.broadcast_in_dim %3506, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3511 = stablehlo.multiply %3509, %3510 : tensor<8x8xf32>
    %3512 = stablehlo.add %3422, %3511 : tensor<8x8xf32>
    %3513 = stablehlo.broadcast_in_dim %3505, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3514 = stablehlo.multiply %3513, %3507 : tensor<8x8xf32>
    %3515 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3516 = stablehlo.subtract %3515, %3505 : tensor<1x8xf32>
    %3517 = stablehlo.broadcast_in_dim %3516, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3518 = stablehlo.multiply %3517, %3508 : tensor<8x8xf32>
    %3519 = stablehlo.add %3514, %3518 : tensor<8x8xf32>
    %3520 = stablehlo.broadcast_in_dim %3506, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3521 = stablehlo.multiply %3519, %3520 : tensor<8x8xf32>
    %3522 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3523 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3524 = stablehlo.select %3522, %3523, %c_27 : tensor<i1>, tensor<i32>
    %3525 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3526 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3527 = stablehlo.select %3525, %3526, %c_32 : tensor<i1>, tensor<i32>
    %3528 = stablehlo.dynamic_update_slice %3446, %3521, %3524, %3527 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3529 = stablehlo.subtract %3507, %3508 : tensor<8x8xf32>
    %3530 = stablehlo.multiply %3512, %3529 : tensor<8x8xf32>
    %3531 = stablehlo.reduce(%3530 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3532 = stablehlo.broadcast_in_dim %3531, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3533 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3534 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3535 = stablehlo.select %3533, %3534, %c_24 : tensor<i1>, tensor<i32>
    %3536 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3537 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3538 = stablehlo.select %3536, %3537, %c_32 : tensor<i1>, tensor<i32>
    %3539 = stablehlo.dynamic_update_slice %3457, %3532, %3535, %3538 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3540 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3541 = stablehlo.subtract %3540, %3505 : tensor<1x8xf32>
    %3542 = stablehlo.broadcast_in_dim %3541, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3543 = stablehlo.multiply %3542, %3512 : tensor<8x8xf32>
    %3544 = stablehlo.multiply %3508, %3508 : tensor<8x8xf32>
    %3545 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3546 = stablehlo.subtract %3545, %3544 : tensor<8x8xf32>
    %3547 = stablehlo.multiply %3543, %3546 : tensor<8x8xf32>
    %3548 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3549 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3550 = stablehlo.select %3548, %3549, %c_27 : tensor<i1>, tensor<i32>
    %3551 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3552 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3553 = stablehlo.select %3551, %3552, %c_32 : tensor<i1>, tensor<i32>
    %3554 = stablehlo.dynamic_update_slice %3472, %3547, %3550, %3553 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3555 = stablehlo.slice %290 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3556 = stablehlo.broadcast_in_dim %3555, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3557 = stablehlo.multiply %3547, %3556 : tensor<8x8xf32>
    %3558 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3559 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3560 = stablehlo.select %3558, %3559, %c_27 : tensor<i1>, tensor<i32>
    %3561 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3562 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3563 = stablehlo.select %3561, %3562, %c_32 : tensor<i1>, tensor<i32>
    %3564 = stablehlo.dynamic_update_slice %3482, %3557, %3560, %3563 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3565 = stablehlo.slice %263 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3566 = stablehlo.multiply %3547, %3565 : tensor<8x8xf32>
    %3567 = stablehlo.reduce(%3566 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3568 = stablehlo.broadcast_in_dim %3567, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3569 = stablehlo.broadcast_in_dim %3568, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3570 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3571 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3572 = stablehlo.select %3570, %3571, %c_32 : tensor<i1>, tensor<i32>
    %3573 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3574 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3575 = stablehlo.select %3573, %3574, %c_24 : tensor<i1>, tensor<i32>
    %3576 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3577 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3578 = stablehlo.select %3576, %3577, %c_32 : tensor<i1>, tensor<i32>
    %3579 = stablehlo.dynamic_update_slice %3497, %3569, %3572, %3575, %3578 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3580 = stablehlo.slice %313 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3581 = stablehlo.broadcast_in_dim %3505, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3582 = stablehlo.multiply %3581, %3512 : tensor<8x8xf32>
    %3583 = stablehlo.dot_general %3547, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3584 = stablehlo.add %3582, %3583 : tensor<8x8xf32>
    %3585 = stablehlo.broadcast_in_dim %3580, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3586 = stablehlo.multiply %3585, %3584 : tensor<8x8xf32>
    %3587 = stablehlo.slice %302 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3588 = stablehlo.slice %346 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3589 = stablehlo.slice %1363 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3590 = stablehlo.slice %1370 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3591 = stablehlo.slice %279 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3592 = stablehlo.broadcast_in_dim %3588, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3593 = stablehlo.multiply %3591, %3592 : tensor<8x8xf32>
    %3594 = stablehlo.add %3504, %3593 : tensor<8x8xf32>
    %3595 = stablehlo.broadcast_in_dim %3587, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3596 = stablehlo.multiply %3595, %3589 : tensor<8x8xf32>
    %3597 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3598 = stablehlo.subtract %3597, %3587 : tensor<1x8xf32>
    %3599 = stablehlo.broadcast_in_dim %3598, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3600 = stablehlo.multiply %3599, %3590 : tensor<8x8xf32>
    %3601 = stablehlo.add %3596, %3600 : tensor<8x8xf32>
    %3602 = stablehlo.broadcast_in_dim %3588, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3603 = stablehlo.multiply %3601, %3602 : tensor<8x8xf32>
    %3604 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3605 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3606 = stablehlo.select %3604, %3605, %c_27 : tensor<i1>, tensor<i32>
    %3607 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3608 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3609 = stablehlo.select %3607, %3608, %c_25 : tensor<i1>, tensor<i32>
    %3610 = stablehlo.dynamic_update_slice %3528, %3603, %3606, %3609 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3611 = stablehlo.subtract %3589, %3590 : tensor<8x8xf32>
    %3612 = stablehlo.multiply %3594, %3611 : tensor<8x8xf32>
    %3613 = stablehlo.reduce(%3612 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3614 = stablehlo.broadcast_in_dim %3613, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3615 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3616 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3617 = stablehlo.select %3615, %3616, %c_24 : tensor<i1>, tensor<i32>
    %3618 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3619 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3620 = stablehlo.select %3618, %3619, %c_25 : tensor<i1>, tensor<i32>
    %3621 = stablehlo.dynamic_update_slice %3539, %3614, %3617, %3620 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3622 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3623 = stablehlo.subtract %3622, %3587 : tensor<1x8xf32>
    %3624 = stablehlo.broadcast_in_dim %3623, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3625 = stablehlo.multiply %3624, %3594 : tensor<8x8xf32>
    %3626 = stablehlo.multiply %3590, %3590 : tensor<8x8xf32>
    %3627 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3628 = stablehlo.subtract %3627, %3626 : tensor<8x8xf32>
    %3629 = stablehlo.multiply %3625, %3628 : tensor<8x8xf32>
    %3630 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3631 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3632 = stablehlo.select %3630, %3631, %c_27 : tensor<i1>, tensor<i32>
    %3633 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3634 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3635 = stablehlo.select %3633, %3634, %c_25 : tensor<i1>, tensor<i32>
    %3636 = stablehlo.dynamic_update_slice %3554, %3629, %3632, %3635 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3637 = stablehlo.slice %290 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3638 = stablehlo.broadcast_in_dim %3637, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3639 = stablehlo.multiply %3629, %3638 : tensor<8x8xf32>
    %3640 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3641 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3642 = stablehlo.select %3640, %3641, %c_27 : tensor<i1>, tensor<i32>
    %3643 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3644 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3645 = stablehlo.select %3643, %3644, %c_25 : tensor<i1>, tensor<i32>
    %3646 = stablehlo.dynamic_update_slice %3564, %3639, %3642, %3645 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3647 = stablehlo.slice %263 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3648 = stablehlo.multiply %3629, %3647 : tensor<8x8xf32>
    %3649 = stablehlo.reduce(%3648 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3650 = stablehlo.broadcast_in_dim %3649, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3651 = stablehlo.broadcast_in_dim %3650, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3652 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3653 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3654 = stablehlo.select %3652, %3653, %c_32 : tensor<i1>, tensor<i32>
    %3655 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3656 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3657 = stablehlo.select %3655, %3656, %c_24 : tensor<i1>, tensor<i32>
    %3658 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3659 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3660 = stablehlo.select %3658, %3659, %c_25 : tensor<i1>, tensor<i32>
    %3661 = stablehlo.dynamic_update_slice %3579, %3651, %3654, %3657, %3660 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3662 = stablehlo.slice %313 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3663 = stablehlo.broadcast_in_dim %3587, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3664 = stablehlo.multiply %3663, %3594 : tensor<8x8xf32>
    %3665 = stablehlo.dot_general %3629, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3666 = stablehlo.add %3664, %3665 : tensor<8x8xf32>
    %3667 = stablehlo.broadcast_in_dim %3662, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3668 = stablehlo.multiply %3667, %3666 : tensor<8x8xf32>
    %3669 = stablehlo.slice %302 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3670 = stablehlo.slice %346 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3671 = stablehlo.slice %1363 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3672 = stablehlo.slice %1370 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3673 = stablehlo.slice %279 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3674 = stablehlo.broadcast_in_dim %3670, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3675 = stablehlo.multiply %3673, %3674 : tensor<8x8xf32>
    %3676 = stablehlo.add %3586, %3675 : tensor<8x8xf32>
    %3677 = stablehlo.broadcast_in_dim %3669, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3678 = stablehlo.multiply %3677, %3671 : tensor<8x8xf32>
    %3679 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3680 = stablehlo.subtract %3679, %3669 : tensor<1x8xf32>
    %3681 = stablehlo.broadcast_in_dim %3680, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3682 = stablehlo.multiply %3681, %3672 : tensor<8x8xf32>
    %3683 = stablehlo.add %3678, %3682 : tensor<8x8xf32>
    %3684 = stablehlo.broadcast_in_dim %3670, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3685 = stablehlo.multiply %3683, %3684 : tensor<8x8xf32>
    %3686 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3687 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3688 = stablehlo.select %3686, %3687, %c_25 : tensor<i1>, tensor<i32>
    %3689 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3690 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3691 = stablehlo.select %3689, %3690, %c_32 : tensor<i1>, tensor<i32>
    %3692 = stablehlo.dynamic_update_slice %3610, %3685, %3688, %3691 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3693 = stablehlo.subtract %3671, %3672 : tensor<8x8xf32>
    %3694 = stablehlo.multiply %3676, %3693 : tensor<8x8xf32>
    %3695 = stablehlo.reduce(%3694 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3696 = stablehlo.broadcast_in_dim %3695, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3697 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3698 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3699 = stablehlo.select %3697, %3698, %c_30 : tensor<i1>, tensor<i32>
    %3700 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3701 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3702 = stablehlo.select %3700, %3701, %c_32 : tensor<i1>, tensor<i32>
    %3703 = stablehlo.dynamic_update_slice %3621, %3696, %3699, %3702 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3704 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3705 = stablehlo.subtract %3704, %3669 : tensor<1x8xf32>
    %3706 = stablehlo.broadcast_in_dim %3705, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3707 = stablehlo.multiply %3706, %3676 : tensor<8x8xf32>
    %3708 = stablehlo.multiply %3672, %3672 : tensor<8x8xf32>
    %3709 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3710 = stablehlo.subtract %3709, %3708 : tensor<8x8xf32>
    %3711 = stablehlo.multiply %3707, %3710 : tensor<8x8xf32>
    %3712 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3713 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3714 = stablehlo.select %3712, %3713, %c_25 : tensor<i1>, tensor<i32>
    %3715 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3716 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3717 = stablehlo.select %3715, %3716, %c_32 : tensor<i1>, tensor<i32>
    %3718 = stablehlo.dynamic_update_slice %3636, %3711, %3714, %3717 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3719 = stablehlo.slice %290 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3720 = stablehlo.broadcast_in_dim %3719, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3721 = stablehlo.multiply %3711, %3720 : tensor<8x8xf32>
    %3722 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3723 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3724 = stablehlo.select %3722, %3723, %c_25 : tensor<i1>, tensor<i32>
    %3725 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3726 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3727 = stablehlo.select %3725, %3726, %c_32 : tensor<i1>, tensor<i32>
    %3728 = stablehlo.dynamic_update_slice %3646, %3721, %3724, %3727 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3729 = stablehlo.slice %263 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3730 = stablehlo.multiply %3711, %3729 : tensor<8x8xf32>
    %3731 = stablehlo.reduce(%3730 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3732 = stablehlo.broadcast_in_dim %3731, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3733 = stablehlo.broadcast_in_dim %3732, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3734 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3735 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3736 = stablehlo.select %3734, %3735, %c_32 : tensor<i1>, tensor<i32>
    %3737 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3738 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3739 = stablehlo.select %3737, %3738, %c_30 : tensor<i1>, tensor<i32>
    %3740 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3741 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3742 = stablehlo.select %3740, %3741, %c_32 : tensor<i1>, tensor<i32>
    %3743 = stablehlo.dynamic_update_slice %3661, %3733, %3736, %3739, %3742 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3744 = stablehlo.slice %313 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3745 = stablehlo.broadcast_in_dim %3669, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3746 = stablehlo.multiply %3745, %3676 : tensor<8x8xf32>
    %3747 = stablehlo.dot_general %3711, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3748 = stablehlo.add %3746, %3747 : tensor<8x8xf32>
    %3749 = stablehlo.broadcast_in_dim %3744, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3750 = stablehlo.multiply %3749, %3748 : tensor<8x8xf32>
    %3751 = stablehlo.slice %302 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3752 = stablehlo.slice %346 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3753 = stablehlo.slice %1363 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3754 = stablehlo.slice %1370 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3755 = stablehlo.slice %279 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3756 = stablehlo.broadcast_in_dim %3752, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3757 = stablehlo.multiply %3755, %3756 : tensor<8x8xf32>
    %3758 = stablehlo.add %3668, %3757 : tensor<8x8xf32>
    %3759 = stablehlo.broadcast_in_dim %3751, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3760 = stablehlo.multiply %3759, %3753 : tensor<8x8xf32>
    %3761 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3762 = stablehlo.subtract %3761, %3751 : tensor<1x8xf32>
    %3763 = stablehlo.broadcast_in_dim %3762, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3764 = stablehlo.multiply %3763, %3754 : tensor<8x8xf32>
    %3765 = stablehlo.add %3760, %3764 : tensor<8x8xf32>
    %3766 = stablehlo.broadcast_in_dim %3752, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3767 = stablehlo.multiply %3765, %3766 : tensor<8x8xf32>
    %3768 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3769 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3770 = stablehlo.select %3768, %3769, %c_25 : tensor<i1>, tensor<i32>
    %3771 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3772 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3773 = stablehlo.select %3771, %3772, %c_25 : tensor<i1>, tensor<i32>
    %3774 = stablehlo.dynamic_update_slice %3692, %3767, %3770, %3773 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3775 = stablehlo.subtract %3753, %3754 : tensor<8x8xf32>
    %3776 = stablehlo.multiply %3758, %3775 : tensor<8x8xf32>
    %3777 = stablehlo.reduce(%3776 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3778 = stablehlo.broadcast_in_dim %3777, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3779 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3780 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3781 = stablehlo.select %3779, %3780, %c_30 : tensor<i1>, tensor<i32>
    %3782 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3783 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3784 = stablehlo.select %3782, %3783, %c_25 : tensor<i1>, tensor<i32>
    %3785 = stablehlo.dynamic_update_slice %3703, %3778, %3781, %3784 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3786 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3787 = stablehlo.subtract %3786, %3751 : tensor<1x8xf32>
    %3788 = stablehlo.broadcast_in_dim %3787, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3789 = stablehlo.multiply %3788, %3758 : tensor<8x8xf32>
    %3790 = stablehlo.multiply %3754, %3754 : tensor<8x8xf32>
    %3791 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3792 = stablehlo.subtract %3791, %3790 : tensor<8x8xf32>
    %3793 = stablehlo.multiply %3789, %3792 : tensor<8x8xf32>
    %3794 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3795 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3796 = stablehlo.select %3794, %3795, %c_25 : tensor<i1>, tensor<i32>
    %3797 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3798 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3799 = stablehlo.select %3797, %3798, %c_25 : tensor<i1>, tensor<i32>
    %3800 = stablehlo.dynamic_update_slice %3718, %3793, %3796, %3799 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3801 = stablehlo.slice %290 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3802 = stablehlo.broadcast_in_dim %3801, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3803 = stablehlo.multiply %3793, %3802 : tensor<8x8xf32>
    %3804 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3805 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3806 = stablehlo.select %3804, %3805, %c_25 : tensor<i1>, tensor<i32>
    %3807 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3808 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3809 = stablehlo.select %3807, %3808, %c_25 : tensor<i1>, tensor<i32>
    %3810 = stablehlo.dynamic_update_slice %3728, %3803, %3806, %3809 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3811 = stablehlo.slice %263 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3812 = stablehlo.multiply %3793, %3811 : tensor<8x8xf32>
    %3813 = stablehlo.reduce(%3812 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3814 = stablehlo.broadcast_in_dim %3813, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3815 = stablehlo.broadcast_in_dim %3814, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3816 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3817 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3818 = stablehlo.select %3816, %3817, %c_32 : tensor<i1>, tensor<i32>
    %3819 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3820 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3821 = stablehlo.select %3819, %3820, %c_30 : tensor<i1>, tensor<i32>
    %3822 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3823 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3824 = stablehlo.select %3822, %3823, %c_25 : tensor<i1>, tensor<i32>
    %3825 = stablehlo.dynamic_update_slice %3743, %3815, %3818, %3821, %3824 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3826 = stablehlo.slice %313 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3827 = stablehlo.broadcast_in_dim %3751, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3828 = stablehlo.multiply %3827, %3758 : tensor<8x8xf32>
    %3829 = stablehlo.dot_general %3793, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3830 = stablehlo.add %3828, %3829 : tensor<8x8xf32>
    %3831 = stablehlo.broadcast_in_dim %3826, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3832 = stablehlo.multiply %3831, %3830 : tensor<8x8xf32>
    %3833 = stablehlo.slice %302 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3834 = stablehlo.slice %346 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3835 = stablehlo.slice %1363 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3836 = stablehlo.slice %1370 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3837 = stablehlo.slice %279 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3838 = stablehlo.broadcast_in_dim %3834, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3839 = stablehlo.multiply %3837, %3838 : tensor<8x8xf32>
    %3840 = stablehlo.add %3750, %3839 : tensor<8x8xf32>
    %3841 = stablehlo.broadcast_in_dim %3833, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3842 = stablehlo.multiply %3841, %3835 : tensor<8x8xf32>
    %3843 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3844 = stablehlo.subtract %3843, %3833 : tensor<1x8xf32>
    %3845 = stablehlo.broadcast_in_dim %3844, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3846 = stablehlo.multiply %3845, %3836 : tensor<8x8xf32>
    %3847 = stablehlo.add %3842, %3846 : tensor<8x8xf32>
    %3848 = stablehlo.broadcast_in_dim %3834, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3849 = stablehlo.multiply %3847, %3848 : tensor<8x8xf32>
    %3850 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3851 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3852 = stablehlo.select %3850, %3851, %c_32 : tensor<i1>, tensor<i32>
    %3853 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3854 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3855 = stablehlo.select %3853, %3854, %c_32 : tensor<i1>, tensor<i32>
    %3856 = stablehlo.dynamic_update_slice %3774, %3849, %3852, %3855 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3857 = stablehlo.subtract %3835, %3836 : tensor<8x8xf32>
    %3858 = stablehlo.multiply %3840, %3857 : tensor<8x8xf32>
    %3859 = stablehlo.reduce(%3858 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3860 = stablehlo.broadcast_in_dim %3859, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3861 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3862 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3863 = stablehlo.select %3861, %3862, %c_32 : tensor<i1>, tensor<i32>
    %3864 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3865 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3866 = stablehlo.select %3864, %3865, %c_32 : tensor<i1>, tensor<i32>
    %3867 = stablehlo.dynamic_update_slice %3785, %3860, %3863, %3866 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3868 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3869 = stablehlo.subtract %3868, %3833 : tensor<1x8xf32>
    %3870 = stablehlo.broadcast_in_dim %3869, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3871 = stablehlo.multiply %3870, %3840 : tensor<8x8xf32>
    %3872 = stablehlo.multiply %3836, %3836 : tensor<8x8xf32>
    %3873 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3874 = stablehlo.subtract %3873, %3872 : tensor<8x8xf32>
    %3875 = stablehlo.multiply %3871, %3874 : tensor<8x8xf32>
    %3876 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3877 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3878 = stablehlo.select %3876, %3877, %c_32 : tensor<i1>, tensor<i32>
    %3879 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3880 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3881 = stablehlo.select %3879, %3880, %c_32 : tensor<i1>, tensor<i32>
    %3882 = stablehlo.dynamic_update_slice %3800, %3875, %3878, %3881 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3883 = stablehlo.slice %290 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3884 = stablehlo.broadcast_in_dim %3883, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3885 = stablehlo.multiply %3875, %3884 : tensor<8x8xf32>
    %3886 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3887 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3888 = stablehlo.select %3886, %3887, %c_32 : tensor<i1>, tensor<i32>
    %3889 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3890 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3891 = stablehlo.select %3889, %3890, %c_32 : tensor<i1>, tensor<i32>
    %3892 = stablehlo.dynamic_update_slice %3810, %3885, %3888, %3891 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3893 = stablehlo.slice %263 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3894 = stablehlo.multiply %3875, %3893 : tensor<8x8xf32>
    %3895 = stablehlo.reduce(%3894 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3896 = stablehlo.broadcast_in_dim %3895, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3897 = stablehlo.broadcast_in_dim %3896, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3898 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3899 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3900 = stablehlo.select %3898, %3899, %c_32 : tensor<i1>, tensor<i32>
    %3901 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3902 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3903 = stablehlo.select %3901, %3902, %c_32 : tensor<i1>, tensor<i32>
    %3904 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3905 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3906 = stablehlo.select %3904, %3905, %c_32 : tensor<i1>, tensor<i32>
    %3907 = stablehlo.dynamic_update_slice %3825, %3897, %3900, %3903, %3906 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3908 = stablehlo.slice %313 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3909 = stablehlo.broadcast_in_dim %3833, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3910 = stablehlo.multiply %3909, %3840 : tensor<8x8xf32>
    %3911 = stablehlo.dot_general %3875, %324, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3912 = stablehlo.add %3910, %3911 : tensor<8x8xf32>
    %3913 = stablehlo.broadcast_in_dim %3908, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3914 = stablehlo.multiply %3913, %3912 : tensor<8x8xf32>
    %3915 = stablehlo.slice %302 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3916 = stablehlo.slice %346 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3917 = stablehlo.slice %1363 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3918 = stablehlo.slice %1370 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3919 = stablehlo.slice %279 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3920 = stablehlo.broadcast_in_dim %3916, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3921 = stablehlo.multiply %3919, %3920 : tensor<8x8xf32>
    %3922 = stablehlo.add %3832, %3921 : tensor<8x8xf32>
    %3923 = stablehlo.broadcast_in_dim %3915, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3924 = stablehlo.multiply %3923, %3917 : tensor<8x8xf32>
    %3925 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3926 = stablehlo.subtract %3925, %3915 : tensor<1x8xf32>
    %3927 = stablehlo.broadcast_in_dim %3926, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3928 = stablehlo.multiply %3927, %3918 : tensor<8x8xf32>
    %3929 = stablehlo.add %3924, %3928 : tensor<8x8xf32>
    %3930 = stablehlo.broadcast_in_dim %3916, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3931 = stablehlo.multiply %3929, %3930 : tensor<8x8xf32>
    %3932 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3933 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3934 = stablehlo.select %3932, %3933, %c_32 : tensor<i1>, tensor<i32>
    %3935 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3936 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3937 = stablehlo.select %3935, %3936, %c_25 : tensor<i1>, tensor<i32>
    %3938 = stablehlo.dynamic_update_slice %3856, %3931, %3934, %3937 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3939 = stablehlo.subtract %3917, %3918 : tensor<8x8xf32>
    %3940 = stablehlo.multiply %3922, %3939 : tensor<8x8xf32>
    %3941 = stablehlo.reduce(%3940 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3942 = stablehlo.broadcast_in_dim %3941, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3943 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3944 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3945 = stablehlo.select %3943, %3944, %c_32 : tensor<i1>, tensor<i32>
    %3946 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3947 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3948 = stablehlo.select %3946, %3947, %c_25 : tensor<i1>, tensor<i32>
    %3949 = stablehlo.dynamic_update_slice %3867, %3942, %3945, %3948 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3950 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3951 = stablehlo.subtract %3950, %3915 : tensor<1x8xf32>
    %3952 = stablehlo.broadcast_in_dim %3951, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3953 = stablehlo.multiply %3952, %3922 : tensor<8x8xf32>
    %3954 = stablehlo.multiply %3918, %3918 : tensor<8x8xf32>
    %3955 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3956 = stablehlo.subtract %3955, %3954 : tensor<8x8xf32>
    %3957 = stablehlo.multiply %3953, %3956 : tensor<8x8xf32>
    %3958 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3959 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3960 = stablehlo.select %3958, %3959, %c_32 : tensor<i1>, tensor<i32>
    %3961 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3962 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3963 = stablehlo.select %3961, %3962, %c_25 : tensor<i1>, tensor<i32>
    %3964 = stablehlo.dynamic_update_slice %3882, %3957, %3960, %3963 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3965 = stablehlo.slice %290 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3966 = stablehlo.broadcast_in_dim %3965, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3967 = stablehlo.multiply %3957, %3966 : tensor<8x8xf32>
    %3968 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3969 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3970 = stablehlo.select %3968, %3969, %c_32 : tensor<i1>, tensor<i32>
    %3971 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3972 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3973 = stablehlo.select %3971, %3972, %c_25 : tensor<i1>, tensor<i32>
    %3974 = stablehlo.dynamic_update_slice %3892, %3967, %3970, %3973 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3975 = stablehlo.slice %263 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3976 = stablehlo.multiply %3957, %3975 : tensor<8x8xf32>
    %3977 = stablehlo.reduce(%3976 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3978 = stablehlo.broadcast_in_dim %3977, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3979 = stablehlo.broadcast_in_dim %3978, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3980 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3981 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3982 = stablehlo.select %3980, %3981, %c_32 : tensor<i1>, tensor<i32>
    %3983 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3984 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3985 = stablehlo.select %3983, %3984, %c_32 : tensor<i1>, tensor<i32>
    %3986 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3987 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3988 = stablehlo.select %3986, %3987, %c_25 : tensor<i1>, tensor<i32>
    %3989 = stablehlo.dynamic_update_slice %3907, %3979, %3982, %3985, %3988 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3990 = stablehlo.slice %313 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3991 = stablehlo.broadcast_in_dim %3915, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3992 = stablehlo.multiply %3991, %3922 : tensor<8x8xf32>
    %3993 = stablehlo.dot_general %3957, %335, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3994 = stablehlo.add %3992, %3993 : tensor<8x8xf32>
    %3995 = stablehlo.broadcast_in_dim %3990, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3996 = stablehlo.multiply %3995, %3994 : tensor<8x8xf32>
    %3997 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3998 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %3999 = stablehlo.select %3997, %3998, %c_32 : tensor<i1>, tensor<i32>
    %4000 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4001 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4002 = stablehlo.select %4000, %4001, %c_32 : tensor<i1>, tensor<i32>
    %4003 = stablehlo.dynamic_update_slice %235#0, %3914, %3999, %4002 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %4004 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4005 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4006 = stablehlo.select %4004, %4005, %c_32 : tensor<i1>, tensor<i32>
    %4007 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4008 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %4009 = stablehlo.select %4007, %4008, %c_25 : tensor<i1>, tensor<i32>
    %4010 = stablehlo.dynamic_update_slice %4003, %3996, %4006, %4009 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %4011 = stablehlo.dot_general %3938, %247, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<128x16xf32>, tensor<4x16xf32>) -> tensor<128x4xf32>
    %4012 = stablehlo.reshape %4011 : (tensor<128x4xf32>) -> tensor<16x8x4xf32>
    %4013 = stablehlo.broadcast_in_dim %4012, dims = [1, 2, 3] : (tensor<16x8x4xf32>) -> tensor<1x16x8x4xf32>
    %4014 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4015 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4016 = stablehlo.select %4014, %4015, %c_32 : tensor<i1>, tensor<i32>
    %4017 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4018 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4019 = stablehlo.select %4017, %4018, %c_32 : tensor<i1>, tensor<i32>
    %4020 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4021 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4022 = stablehlo.select %4020, %4021, %c_32 : tensor<i1>, tensor<i32>
    %4023 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4024 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4025 = stablehlo.select %4023, %4024, %c_32 : tensor<i1>, tensor<i32>
    %4026 = stablehlo.dynamic_update_slice %186, %4013, %4016, %4019, %4022, %4025 : (tensor<1x16x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %4027 = stablehlo.dot_general %3974, %247, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<128x16xf32>, tensor<4x16xf32>) -> tensor<128x4xf32>
    %4028 = stablehlo.reshape %4027 : (tensor<128x4xf32>) -> tensor<16x8x4xf32>
    %4029 = stablehlo.broadcast_in_dim %4028, dims = [1, 2, 3] : (tensor<16x8x4xf32>) -> tensor<1x16x8x4xf32>
    %4030 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4031 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4032 = stablehlo.select %4030, %4031, %c_32 : tensor<i1>, tensor<i32>
    %4033 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4034 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4035 = stablehlo.select %4033, %4034, %c_32 : tensor<i1>, tensor<i32>
    %4036 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4037 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4038 = stablehlo.select %4036, %4037, %c_32 : tensor<i1>, tensor<i32>
    %4039 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4040 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4041 = stablehlo.select %4039, %4040, %c_32 : tensor<i1>, tensor<i32>
    %4042 = stablehlo.dynamic_update_slice %199, %4029, %4032, %4035, %4038, %4041 : (tensor<1x16x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %4043 = stablehlo.dot_general %3949, %247, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x16xf32>, tensor<4x16xf32>) -> tensor<16x4xf32>
    %4044 = stablehlo.broadcast_in_dim %4043, dims = [1, 2] : (tensor<16x4xf32>) -> tensor<1x16x4xf32>
    %4045 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4046 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4047 = stablehlo.select %4045, %4046, %c_32 : tensor<i1>, tensor<i32>
    %4048 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4049 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4050 = stablehlo.select %4048, %4049, %c_32 : tensor<i1>, tensor<i32>
    %4051 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4052 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4053 = stablehlo.select %4051, %4052, %c_32 : tensor<i1>, tensor<i32>
    %4054 = stablehlo.dynamic_update_slice %219, %4044, %4047, %4050, %4053 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %4055 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4056 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4057 = stablehlo.select %4055, %4056, %c_32 : tensor<i1>, tensor<i32>
    %4058 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4059 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4060 = stablehlo.select %4058, %4059, %c_32 : tensor<i1>, tensor<i32>
    %4061 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4062 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4063 = stablehlo.select %4061, %4062, %c_32 : tensor<i1>, tensor<i32>
    %4064 = stablehlo.dynamic_slice %235#1, %4057, %4060, %4063, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %4065 = stablehlo.reshape %4064 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %4066 = stablehlo.slice %1363 [0:128, 0:8] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4067 = stablehlo.slice %3964 [0:128, 0:8] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4068 = stablehlo.dot_general %4066, %4067, contracting_dims = [0] x [0] : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %4069 = stablehlo.add %4065, %4068 : tensor<8x8xf32>
    %4070 = stablehlo.broadcast_in_dim %4069, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %4071 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4072 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4073 = stablehlo.select %4071, %4072, %c_32 : tensor<i1>, tensor<i32>
    %4074 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4075 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4076 = stablehlo.select %4074, %4075, %c_32 : tensor<i1>, tensor<i32>
    %4077 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4078 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4079 = stablehlo.select %4077, %4078, %c_32 : tensor<i1>, tensor<i32>
    %4080 = stablehlo.dynamic_update_slice %235#1, %4070, %4073, %4076, %4079 : (tensor<2x8x8xf32>, tensor<1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4081 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4082 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %4083 = stablehlo.select %4081, %4082, %c_30 : tensor<i1>, tensor<i32>
    %4084 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4085 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4086 = stablehlo.select %4084, %4085, %c_32 : tensor<i1>, tensor<i32>
    %4087 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4088 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4089 = stablehlo.select %4087, %4088, %c_32 : tensor<i1>, tensor<i32>
    %4090 = stablehlo.dynamic_slice %4080, %4083, %4086, %4089, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %4091 = stablehlo.reshape %4090 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %4092 = stablehlo.slice %1363 [0:128, 8:16] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4093 = stablehlo.slice %3964 [0:128, 8:16] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4094 = stablehlo.dot_general %4092, %4093, contracting_dims = [0] x [0] : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %4095 = stablehlo.add %4091, %4094 : tensor<8x8xf32>
    %4096 = stablehlo.broadcast_in_dim %4095, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %4097 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4098 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %4099 = stablehlo.select %4097, %4098, %c_30 : tensor<i1>, tensor<i32>
    %4100 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4101 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4102 = stablehlo.select %4100, %4101, %c_32 : tensor<i1>, tensor<i32>
    %4103 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4104 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4105 = stablehlo.select %4103, %4104, %c_32 : tensor<i1>, tensor<i32>
    %4106 = stablehlo.dynamic_update_slice %4080, %4096, %4099, %4102, %4105 : (tensor<2x8x8xf32>, tensor<1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4107 = stablehlo.compare EQ, %iterArg_35, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4108 = stablehlo.convert %4107 : (tensor<i1>) -> tensor<i32>
    %4109 = "stablehlo.case"(%4108) ({
      stablehlo.return %232 : tensor<1x2x8x8xf32>
    }, {
      %4267 = stablehlo.broadcast_in_dim %4106, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
      %4268 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4269 = stablehlo.add %c_32, %c_30 : tensor<i32>
      %4270 = stablehlo.select %4268, %4269, %c_32 : tensor<i1>, tensor<i32>
      %4271 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4272 = stablehlo.add %c_32, %c_24 : tensor<i32>
      %4273 = stablehlo.select %4271, %4272, %c_32 : tensor<i1>, tensor<i32>
      %4274 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4275 = stablehlo.add %c_32, %c_25 : tensor<i32>
      %4276 = stablehlo.select %4274, %4275, %c_32 : tensor<i1>, tensor<i32>
      %4277 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4278 = stablehlo.add %c_32, %c_25 : tensor<i32>
      %4279 = stablehlo.select %4277, %4278, %c_32 : tensor<i1>, tensor<i32>
      %4280 = stablehlo.dynamic_update_slice %232, %4267, %4270, %4273, %4276, %4279 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
      stablehlo.return %4280 : tensor<1x2x8x8xf32>
    }) : (tensor<i32>) -> tensor<1x2x8x8xf32>
    %4110 = stablehlo.compare LT, %52, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4111 = stablehlo.add %52, %c_30 : tensor<i32>
    %4112 = stablehlo.select %4110, %4111, %52 : tensor<i1>, tensor<i32>
    %4113 = stablehlo.compare LT, %53, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4114 = stablehlo.add %53, %c_26 : tensor<i32>
    %4115 = stablehlo.select %4113, %4114, %53 : tensor<i1>, tensor<i32>
    %4116 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4117 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4118 = stablehlo.select %4116, %4117, %c_32 : tensor<i1>, tensor<i32>
    %4119 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4120 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4121 = stablehlo.select %4119, %4120, %c_32 : tensor<i1>, tensor<i32>
    %4122 = stablehlo.dynamic_update_slice %iterArg_36, %97, %4112, %4115, %4118, %4121 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4123 = stablehlo.compare LT, %55, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4124 = stablehlo.add %55, %c_30 : tensor<i32>
    %4125 = stablehlo.select %4123, %4124, %55 : tensor<i1>, tensor<i32>
    %4126 = stablehlo.compare LT, %56, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4127 = stablehlo.add %56, %c_26 : tensor<i32>
    %4128 = stablehlo.select %4126, %4127, %56 : tensor<i1>, tensor<i32>
    %4129 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4130 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4131 = stablehlo.select %4129, %4130, %c_32 : tensor<i1>, tensor<i32>
    %4132 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4133 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4134 = stablehlo.select %4132, %4133, %c_32 : tensor<i1>, tensor<i32>
    %4135 = stablehlo.dynamic_update_slice %iterArg_37, %110, %4125, %4128, %4131, %4134 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4136 = stablehlo.compare LT, %58, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4137 = stablehlo.add %58, %c_30 : tensor<i32>
    %4138 = stablehlo.select %4136, %4137, %58 : tensor<i1>, tensor<i32>
    %4139 = stablehlo.compare LT, %59, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4140 = stablehlo.add %59, %c_26 : tensor<i32>
    %4141 = stablehlo.select %4139, %4140, %59 : tensor<i1>, tensor<i32>
    %4142 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4143 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4144 = stablehlo.select %4142, %4143, %c_32 : tensor<i1>, tensor<i32>
    %4145 = stablehlo.dynamic_update_slice %iterArg_38, %120, %4138, %4141, %4144 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4146 = stablehlo.compare LT, %61, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4147 = stablehlo.add %61, %c_30 : tensor<i32>
    %4148 = stablehlo.select %4146, %4147, %61 : tensor<i1>, tensor<i32>
    %4149 = stablehlo.compare LT, %62, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4150 = stablehlo.add %62, %c_26 : tensor<i32>
    %4151 = stablehlo.select %4149, %4150, %62 : tensor<i1>, tensor<i32>
    %4152 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4153 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4154 = stablehlo.select %4152, %4153, %c_32 : tensor<i1>, tensor<i32>
    %4155 = stablehlo.dynamic_update_slice %iterArg_39, %130, %4148, %4151, %4154 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %4156 = stablehlo.compare LT, %64, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4157 = stablehlo.add %64, %c_30 : tensor<i32>
    %4158 = stablehlo.select %4156, %4157, %64 : tensor<i1>, tensor<i32>
    %4159 = stablehlo.compare LT, %65, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4160 = stablehlo.add %65, %c_26 : tensor<i32>
    %4161 = stablehlo.select %4159, %4160, %65 : tensor<i1>, tensor<i32>
    %4162 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4163 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4164 = stablehlo.select %4162, %4163, %c_32 : tensor<i1>, tensor<i32>
    %4165 = stablehlo.dynamic_update_slice %iterArg_40, %140, %4158, %4161, %4164 : (tensor<1x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1xf32>
    %4166 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4167 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4168 = stablehlo.select %4166, %4167, %c_32 : tensor<i1>, tensor<i32>
    %4169 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4170 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4171 = stablehlo.select %4169, %4170, %c_32 : tensor<i1>, tensor<i32>
    %4172 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4173 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4174 = stablehlo.select %4172, %4173, %c_32 : tensor<i1>, tensor<i32>
    %4175 = stablehlo.dynamic_update_slice %iterArg_41, %150, %4168, %4171, %4174 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4176 = stablehlo.compare LT, %67, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4177 = stablehlo.add %67, %c_30 : tensor<i32>
    %4178 = stablehlo.select %4176, %4177, %67 : tensor<i1>, tensor<i32>
    %4179 = stablehlo.compare LT, %68, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4180 = stablehlo.add %68, %c_29 : tensor<i32>
    %4181 = stablehlo.select %4179, %4180, %68 : tensor<i1>, tensor<i32>
    %4182 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4183 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4184 = stablehlo.select %4182, %4183, %c_32 : tensor<i1>, tensor<i32>
    %4185 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4186 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4187 = stablehlo.select %4185, %4186, %c_32 : tensor<i1>, tensor<i32>
    %4188 = stablehlo.dynamic_update_slice %iterArg_42, %163, %4178, %4181, %4184, %4187 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x16xf32>
    %4189 = stablehlo.compare LT, %70, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4190 = stablehlo.add %70, %c_30 : tensor<i32>
    %4191 = stablehlo.select %4189, %4190, %70 : tensor<i1>, tensor<i32>
    %4192 = stablehlo.compare LT, %71, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4193 = stablehlo.add %71, %c_26 : tensor<i32>
    %4194 = stablehlo.select %4192, %4193, %71 : tensor<i1>, tensor<i32>
    %4195 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4196 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4197 = stablehlo.select %4195, %4196, %c_32 : tensor<i1>, tensor<i32>
    %4198 = stablehlo.dynamic_update_slice %iterArg_43, %173, %4191, %4194, %4197 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4199 = stablehlo.compare LT, %73, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4200 = stablehlo.add %73, %c_30 : tensor<i32>
    %4201 = stablehlo.select %4199, %4200, %73 : tensor<i1>, tensor<i32>
    %4202 = stablehlo.compare LT, %74, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4203 = stablehlo.add %74, %c_26 : tensor<i32>
    %4204 = stablehlo.select %4202, %4203, %74 : tensor<i1>, tensor<i32>
    %4205 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4206 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4207 = stablehlo.select %4205, %4206, %c_32 : tensor<i1>, tensor<i32>
    %4208 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4209 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4210 = stablehlo.select %4208, %4209, %c_32 : tensor<i1>, tensor<i32>
    %4211 = stablehlo.dynamic_update_slice %iterArg_44, %4026, %4201, %4204, %4207, %4210 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4212 = stablehlo.compare LT, %76, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4213 = stablehlo.add %76, %c_30 : tensor<i32>
    %4214 = stablehlo.select %4212, %4213, %76 : tensor<i1>, tensor<i32>
    %4215 = stablehlo.compare LT, %77, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4216 = stablehlo.add %77, %c_26 : tensor<i32>
    %4217 = stablehlo.select %4215, %4216, %77 : tensor<i1>, tensor<i32>
    %4218 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4219 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4220 = stablehlo.select %4218, %4219, %c_32 : tensor<i1>, tensor<i32>
    %4221 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4222 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4223 = stablehlo.select %4221, %4222, %c_32 : tensor<i1>, tensor<i32>
    %4224 = stablehlo.dynamic_update_slice %iterArg_45, %4042, %4214, %4217, %4220, %4223 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4225 = stablehlo.compare LT, %79, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4226 = stablehlo.add %79, %c_30 : tensor<i32>
    %4227 = stablehlo.select %4225, %4226, %79 : tensor<i1>, tensor<i32>
    %4228 = stablehlo.compare LT, %80, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4229 = stablehlo.add %80, %c_26 : tensor<i32>
    %4230 = stablehlo.select %4228, %4229, %80 : tensor<i1>, tensor<i32>
    %4231 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4232 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4233 = stablehlo.select %4231, %4232, %c_32 : tensor<i1>, tensor<i32>
    %4234 = stablehlo.dynamic_update_slice %iterArg_46, %3989, %4227, %4230, %4233 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4235 = stablehlo.compare LT, %82, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4236 = stablehlo.add %82, %c_30 : tensor<i32>
    %4237 = stablehlo.select %4235, %4236, %82 : tensor<i1>, tensor<i32>
    %4238 = stablehlo.compare LT, %83, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4239 = stablehlo.add %83, %c_26 : tensor<i32>
    %4240 = stablehlo.select %4238, %4239, %83 : tensor<i1>, tensor<i32>
    %4241 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4242 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4243 = stablehlo.select %4241, %4242, %c_32 : tensor<i1>, tensor<i32>
    %4244 = stablehlo.dynamic_update_slice %iterArg_47, %4054, %4237, %4240, %4243 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %4245 = stablehlo.compare LT, %84, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4246 = stablehlo.add %84, %c_30 : tensor<i32>
    %4247 = stablehlo.select %4245, %4246, %84 : tensor<i1>, tensor<i32>
    %4248 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4249 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4250 = stablehlo.select %4248, %4249, %c_32 : tensor<i1>, tensor<i32>
    %4251 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4252 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4253 = stablehlo.select %4251, %4252, %c_32 : tensor<i1>, tensor<i32>
    %4254 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4255 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4256 = stablehlo.select %4254, %4255, %c_32 : tensor<i1>, tensor<i32>
    %4257 = stablehlo.dynamic_update_slice %iterArg_48, %4109, %4247, %4250, %4253, %4256 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %4258 = stablehlo.add %iterArg_33, %c_30 : tensor<i32>
    %4259 = stablehlo.add %iterArg_35, %c_30 : tensor<i32>
    %4260 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where(%c, %4259, %iterArg_35) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4261 = stablehlo.compare EQ, %4260, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4262 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where_0(%4261, %c_32, %4260) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4263 = stablehlo.add %iterArg_34, %c_30 : tensor<i32>
    %4264 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where(%4261, %4263, %iterArg_34) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4265 = stablehlo.compare EQ, %4264, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4266 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where_0(%4265, %c_32, %4264) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %4258, %4266, %4262, %4122, %4135, %4145, %4155, %4165, %4175, %4188, %4198, %4211, %4224, %4234, %4244, %4257, %4010, %4106, %1363, %1370, %3964, %3938, %3974, %3949 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x4x8x16xf32>, tensor<1x64x16xf32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x2x8x8xf32>, tensor<8x16xf32>, tensor<2x8x8xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<16x16xf32>
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
