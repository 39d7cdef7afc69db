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
      %4339 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %4340 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x8xf32>
      stablehlo.return %4339, %4340 : tensor<8x16xf32>, tensor<2x8x8xf32>
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
    %263 = stablehlo.convert %247 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %264 = stablehlo.convert %262 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %265 = stablehlo.convert %264 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %266 = stablehlo.subtract %262, %265 : tensor<128x4xf32>
    %267 = stablehlo.convert %266 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %268 = stablehlo.convert %267 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %269 = stablehlo.subtract %266, %268 : tensor<128x4xf32>
    %270 = stablehlo.convert %269 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %271 = stablehlo.dot_general %264, %263, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %272 = stablehlo.dot_general %267, %263, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %273 = stablehlo.dot_general %270, %263, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %274 = stablehlo.add %271, %272 : tensor<128x16xf32>
    %275 = stablehlo.add %274, %273 : tensor<128x16xf32>
    %276 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %277 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_32 : tensor<i1>, tensor<i32>
    %279 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %280 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %281 = stablehlo.select %279, %280, %c_32 : tensor<i1>, tensor<i32>
    %282 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %283 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %284 = stablehlo.select %282, %283, %c_32 : tensor<i1>, tensor<i32>
    %285 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %286 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %287 = stablehlo.select %285, %286, %c_32 : tensor<i1>, tensor<i32>
    %288 = stablehlo.dynamic_slice %97, %278, %281, %284, %287, sizes = [1, 16, 8, 4] : (tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x16x8x4xf32>) -> tensor<16x8x4xf32>
    %290 = stablehlo.reshape %289 : (tensor<16x8x4xf32>) -> tensor<128x4xf32>
    %291 = stablehlo.convert %247 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %292 = stablehlo.convert %290 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %293 = stablehlo.convert %292 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %294 = stablehlo.subtract %290, %293 : tensor<128x4xf32>
    %295 = stablehlo.convert %294 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %296 = stablehlo.convert %295 : (tensor<128x4xbf16>) -> tensor<128x4xf32>
    %297 = stablehlo.subtract %294, %296 : tensor<128x4xf32>
    %298 = stablehlo.convert %297 : (tensor<128x4xf32>) -> tensor<128x4xbf16>
    %299 = stablehlo.dot_general %292, %291, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %300 = stablehlo.dot_general %295, %291, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %301 = stablehlo.dot_general %298, %291, contracting_dims = [1] x [0] : (tensor<128x4xbf16>, tensor<4x16xbf16>) -> tensor<128x16xf32>
    %302 = stablehlo.add %299, %300 : tensor<128x16xf32>
    %303 = stablehlo.add %302, %301 : tensor<128x16xf32>
    %304 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %305 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %306 = stablehlo.select %304, %305, %c_32 : tensor<i1>, tensor<i32>
    %307 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %308 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %309 = stablehlo.select %307, %308, %c_32 : tensor<i1>, tensor<i32>
    %310 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %311 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %312 = stablehlo.select %310, %311, %c_32 : tensor<i1>, tensor<i32>
    %313 = stablehlo.dynamic_slice %120, %306, %309, %312, sizes = [1, 16, 16] : (tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %314 = stablehlo.reshape %313 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %315 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %316 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %317 = stablehlo.select %315, %316, %c_32 : tensor<i1>, tensor<i32>
    %318 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %319 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %320 = stablehlo.select %318, %319, %c_32 : tensor<i1>, tensor<i32>
    %321 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %322 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %323 = stablehlo.select %321, %322, %c_32 : tensor<i1>, tensor<i32>
    %324 = stablehlo.dynamic_slice %130, %317, %320, %323, sizes = [1, 16, 4] : (tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x16x4xf32>) -> tensor<16x4xf32>
    %326 = stablehlo.convert %247 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %327 = stablehlo.convert %325 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %328 = stablehlo.convert %327 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %329 = stablehlo.subtract %325, %328 : tensor<16x4xf32>
    %330 = stablehlo.convert %329 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %331 = stablehlo.convert %330 : (tensor<16x4xbf16>) -> tensor<16x4xf32>
    %332 = stablehlo.subtract %329, %331 : tensor<16x4xf32>
    %333 = stablehlo.convert %332 : (tensor<16x4xf32>) -> tensor<16x4xbf16>
    %334 = stablehlo.dot_general %327, %326, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %335 = stablehlo.dot_general %330, %326, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %336 = stablehlo.dot_general %333, %326, contracting_dims = [1] x [0] : (tensor<16x4xbf16>, tensor<4x16xbf16>) -> tensor<16x16xf32>
    %337 = stablehlo.add %334, %335 : tensor<16x16xf32>
    %338 = stablehlo.add %337, %336 : tensor<16x16xf32>
    %339 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %340 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %341 = stablehlo.select %339, %340, %c_32 : tensor<i1>, tensor<i32>
    %342 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %343 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %344 = stablehlo.select %342, %343, %c_32 : tensor<i1>, tensor<i32>
    %345 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %346 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %347 = stablehlo.select %345, %346, %c_32 : tensor<i1>, tensor<i32>
    %348 = stablehlo.dynamic_slice %140, %341, %344, %347, sizes = [1, 16, 1] : (tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x1xf32>
    %349 = stablehlo.reshape %348 : (tensor<1x16x1xf32>) -> tensor<16x1xf32>
    %350 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %351 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %352 = stablehlo.select %350, %351, %c_32 : tensor<i1>, tensor<i32>
    %353 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %354 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %355 = stablehlo.select %353, %354, %c_32 : tensor<i1>, tensor<i32>
    %356 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %357 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %358 = stablehlo.select %356, %357, %c_32 : tensor<i1>, tensor<i32>
    %359 = stablehlo.dynamic_slice %150, %352, %355, %358, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %361 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %362 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %363 = stablehlo.select %361, %362, %c_30 : tensor<i1>, tensor<i32>
    %364 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %365 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %366 = stablehlo.select %364, %365, %c_32 : tensor<i1>, tensor<i32>
    %367 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %368 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %369 = stablehlo.select %367, %368, %c_32 : tensor<i1>, tensor<i32>
    %370 = stablehlo.dynamic_slice %150, %363, %366, %369, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %371 = stablehlo.reshape %370 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %372 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %373 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %374 = stablehlo.select %372, %373, %c_32 : tensor<i1>, tensor<i32>
    %375 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %376 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %377 = stablehlo.select %375, %376, %c_32 : tensor<i1>, tensor<i32>
    %378 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %379 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %380 = stablehlo.select %378, %379, %c_32 : tensor<i1>, tensor<i32>
    %381 = stablehlo.dynamic_slice %173, %374, %377, %380, sizes = [1, 16, 16] : (tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %382 = stablehlo.reshape %381 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    %383 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %384 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %385 = stablehlo.select %383, %384, %c_32 : tensor<i1>, tensor<i32>
    %386 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %387 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %388 = stablehlo.select %386, %387, %c_32 : tensor<i1>, tensor<i32>
    %389 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %390 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %391 = stablehlo.select %389, %390, %c_32 : tensor<i1>, tensor<i32>
    %392 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %393 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %394 = stablehlo.select %392, %393, %c_32 : tensor<i1>, tensor<i32>
    %395 = stablehlo.dynamic_slice %163, %385, %388, %391, %394, sizes = [1, 1, 8, 16] : (tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x16xf32>
    %396 = stablehlo.reshape %395 : (tensor<1x1x8x16xf32>) -> tensor<8x16xf32>
    %397 = stablehlo.slice %396 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %398 = stablehlo.slice %396 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %399 = stablehlo.slice %338 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %400 = stablehlo.slice %349 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %402 = stablehlo.multiply %397, %401 : tensor<8x8xf32>
    %403 = stablehlo.dot_general %402, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %404 = stablehlo.slice %275 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %405 = stablehlo.slice %314 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %407 = stablehlo.multiply %404, %406 : tensor<8x8xf32>
    %408 = stablehlo.add %403, %407 : tensor<8x8xf32>
    %409 = stablehlo.tanh %408 : tensor<8x8xf32>
    %410 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %411 = stablehlo.multiply %410, %402 : tensor<8x8xf32>
    %412 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %413 = stablehlo.subtract %412, %399 : tensor<1x8xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %415 = stablehlo.multiply %414, %409 : tensor<8x8xf32>
    %416 = stablehlo.add %411, %415 : tensor<8x8xf32>
    %417 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %418 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %419 = stablehlo.select %417, %418, %c_32 : tensor<i1>, tensor<i32>
    %420 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %421 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %422 = stablehlo.select %420, %421, %c_32 : tensor<i1>, tensor<i32>
    %423 = stablehlo.dynamic_update_slice %iterArg_51, %402, %419, %422 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %424 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %425 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %426 = stablehlo.select %424, %425, %c_32 : tensor<i1>, tensor<i32>
    %427 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %428 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %429 = stablehlo.select %427, %428, %c_32 : tensor<i1>, tensor<i32>
    %430 = stablehlo.dynamic_update_slice %iterArg_52, %409, %426, %429 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %431 = stablehlo.slice %338 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %432 = stablehlo.slice %349 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %434 = stablehlo.multiply %398, %433 : tensor<8x8xf32>
    %435 = stablehlo.dot_general %434, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %436 = stablehlo.slice %275 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %437 = stablehlo.slice %314 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<8x8xf32>
    %440 = stablehlo.add %435, %439 : tensor<8x8xf32>
    %441 = stablehlo.tanh %440 : tensor<8x8xf32>
    %442 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %443 = stablehlo.multiply %442, %434 : tensor<8x8xf32>
    %444 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %445 = stablehlo.subtract %444, %431 : tensor<1x8xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %447 = stablehlo.multiply %446, %441 : tensor<8x8xf32>
    %448 = stablehlo.add %443, %447 : tensor<8x8xf32>
    %449 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %450 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %451 = stablehlo.select %449, %450, %c_32 : tensor<i1>, tensor<i32>
    %452 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %453 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %454 = stablehlo.select %452, %453, %c_25 : tensor<i1>, tensor<i32>
    %455 = stablehlo.dynamic_update_slice %423, %434, %451, %454 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %456 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %457 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %458 = stablehlo.select %456, %457, %c_32 : tensor<i1>, tensor<i32>
    %459 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %460 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %461 = stablehlo.select %459, %460, %c_25 : tensor<i1>, tensor<i32>
    %462 = stablehlo.dynamic_update_slice %430, %441, %458, %461 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %463 = stablehlo.slice %338 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %464 = stablehlo.slice %349 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %466 = stablehlo.multiply %416, %465 : tensor<8x8xf32>
    %467 = stablehlo.dot_general %466, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %468 = stablehlo.slice %275 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %469 = stablehlo.slice %314 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %471 = stablehlo.multiply %468, %470 : tensor<8x8xf32>
    %472 = stablehlo.add %467, %471 : tensor<8x8xf32>
    %473 = stablehlo.tanh %472 : tensor<8x8xf32>
    %474 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %475 = stablehlo.multiply %474, %466 : tensor<8x8xf32>
    %476 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %477 = stablehlo.subtract %476, %463 : tensor<1x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %479 = stablehlo.multiply %478, %473 : tensor<8x8xf32>
    %480 = stablehlo.add %475, %479 : tensor<8x8xf32>
    %481 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %482 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %483 = stablehlo.select %481, %482, %c_25 : tensor<i1>, tensor<i32>
    %484 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %485 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %486 = stablehlo.select %484, %485, %c_32 : tensor<i1>, tensor<i32>
    %487 = stablehlo.dynamic_update_slice %455, %466, %483, %486 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %488 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %489 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %490 = stablehlo.select %488, %489, %c_25 : tensor<i1>, tensor<i32>
    %491 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %492 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %493 = stablehlo.select %491, %492, %c_32 : tensor<i1>, tensor<i32>
    %494 = stablehlo.dynamic_update_slice %462, %473, %490, %493 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %495 = stablehlo.slice %338 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %496 = stablehlo.slice %349 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %498 = stablehlo.multiply %448, %497 : tensor<8x8xf32>
    %499 = stablehlo.dot_general %498, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %500 = stablehlo.slice %275 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %501 = stablehlo.slice %314 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %503 = stablehlo.multiply %500, %502 : tensor<8x8xf32>
    %504 = stablehlo.add %499, %503 : tensor<8x8xf32>
    %505 = stablehlo.tanh %504 : tensor<8x8xf32>
    %506 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %507 = stablehlo.multiply %506, %498 : tensor<8x8xf32>
    %508 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %509 = stablehlo.subtract %508, %495 : tensor<1x8xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %511 = stablehlo.multiply %510, %505 : tensor<8x8xf32>
    %512 = stablehlo.add %507, %511 : tensor<8x8xf32>
    %513 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %514 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %515 = stablehlo.select %513, %514, %c_25 : tensor<i1>, tensor<i32>
    %516 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %517 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %518 = stablehlo.select %516, %517, %c_25 : tensor<i1>, tensor<i32>
    %519 = stablehlo.dynamic_update_slice %487, %498, %515, %518 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %520 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %521 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %522 = stablehlo.select %520, %521, %c_25 : tensor<i1>, tensor<i32>
    %523 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %524 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %525 = stablehlo.select %523, %524, %c_25 : tensor<i1>, tensor<i32>
    %526 = stablehlo.dynamic_update_slice %494, %505, %522, %525 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %527 = stablehlo.slice %338 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %528 = stablehlo.slice %349 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %530 = stablehlo.multiply %480, %529 : tensor<8x8xf32>
    %531 = stablehlo.dot_general %530, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %532 = stablehlo.slice %275 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %533 = stablehlo.slice %314 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %535 = stablehlo.multiply %532, %534 : tensor<8x8xf32>
    %536 = stablehlo.add %531, %535 : tensor<8x8xf32>
    %537 = stablehlo.tanh %536 : tensor<8x8xf32>
    %538 = stablehlo.broadcast_in_dim %527, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %539 = stablehlo.multiply %538, %530 : tensor<8x8xf32>
    %540 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %541 = stablehlo.subtract %540, %527 : tensor<1x8xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %543 = stablehlo.multiply %542, %537 : tensor<8x8xf32>
    %544 = stablehlo.add %539, %543 : tensor<8x8xf32>
    %545 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %546 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %547 = stablehlo.select %545, %546, %c_27 : tensor<i1>, tensor<i32>
    %548 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %549 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %550 = stablehlo.select %548, %549, %c_32 : tensor<i1>, tensor<i32>
    %551 = stablehlo.dynamic_update_slice %519, %530, %547, %550 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %552 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %553 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %554 = stablehlo.select %552, %553, %c_27 : tensor<i1>, tensor<i32>
    %555 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %556 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %557 = stablehlo.select %555, %556, %c_32 : tensor<i1>, tensor<i32>
    %558 = stablehlo.dynamic_update_slice %526, %537, %554, %557 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %559 = stablehlo.slice %338 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %560 = stablehlo.slice %349 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %562 = stablehlo.multiply %512, %561 : tensor<8x8xf32>
    %563 = stablehlo.dot_general %562, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %564 = stablehlo.slice %275 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %565 = stablehlo.slice %314 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %567 = stablehlo.multiply %564, %566 : tensor<8x8xf32>
    %568 = stablehlo.add %563, %567 : tensor<8x8xf32>
    %569 = stablehlo.tanh %568 : tensor<8x8xf32>
    %570 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %571 = stablehlo.multiply %570, %562 : tensor<8x8xf32>
    %572 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %573 = stablehlo.subtract %572, %559 : tensor<1x8xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %575 = stablehlo.multiply %574, %569 : tensor<8x8xf32>
    %576 = stablehlo.add %571, %575 : tensor<8x8xf32>
    %577 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %578 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %579 = stablehlo.select %577, %578, %c_27 : tensor<i1>, tensor<i32>
    %580 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %581 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %582 = stablehlo.select %580, %581, %c_25 : tensor<i1>, tensor<i32>
    %583 = stablehlo.dynamic_update_slice %551, %562, %579, %582 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %584 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %585 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %586 = stablehlo.select %584, %585, %c_27 : tensor<i1>, tensor<i32>
    %587 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %588 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %589 = stablehlo.select %587, %588, %c_25 : tensor<i1>, tensor<i32>
    %590 = stablehlo.dynamic_update_slice %558, %569, %586, %589 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %591 = stablehlo.slice %338 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %592 = stablehlo.slice %349 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %594 = stablehlo.multiply %544, %593 : tensor<8x8xf32>
    %595 = stablehlo.dot_general %594, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %596 = stablehlo.slice %275 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %597 = stablehlo.slice %314 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %599 = stablehlo.multiply %596, %598 : tensor<8x8xf32>
    %600 = stablehlo.add %595, %599 : tensor<8x8xf32>
    %601 = stablehlo.tanh %600 : tensor<8x8xf32>
    %602 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %603 = stablehlo.multiply %602, %594 : tensor<8x8xf32>
    %604 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %605 = stablehlo.subtract %604, %591 : tensor<1x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %607 = stablehlo.multiply %606, %601 : tensor<8x8xf32>
    %608 = stablehlo.add %603, %607 : tensor<8x8xf32>
    %609 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %610 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %611 = stablehlo.select %609, %610, %c_21 : tensor<i1>, tensor<i32>
    %612 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %613 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %614 = stablehlo.select %612, %613, %c_32 : tensor<i1>, tensor<i32>
    %615 = stablehlo.dynamic_update_slice %583, %594, %611, %614 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %616 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %617 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %618 = stablehlo.select %616, %617, %c_21 : tensor<i1>, tensor<i32>
    %619 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %620 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %621 = stablehlo.select %619, %620, %c_32 : tensor<i1>, tensor<i32>
    %622 = stablehlo.dynamic_update_slice %590, %601, %618, %621 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %623 = stablehlo.slice %338 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %624 = stablehlo.slice %349 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %626 = stablehlo.multiply %576, %625 : tensor<8x8xf32>
    %627 = stablehlo.dot_general %626, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %628 = stablehlo.slice %275 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %629 = stablehlo.slice %314 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %631 = stablehlo.multiply %628, %630 : tensor<8x8xf32>
    %632 = stablehlo.add %627, %631 : tensor<8x8xf32>
    %633 = stablehlo.tanh %632 : tensor<8x8xf32>
    %634 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %635 = stablehlo.multiply %634, %626 : tensor<8x8xf32>
    %636 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %637 = stablehlo.subtract %636, %623 : tensor<1x8xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %639 = stablehlo.multiply %638, %633 : tensor<8x8xf32>
    %640 = stablehlo.add %635, %639 : tensor<8x8xf32>
    %641 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %642 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %643 = stablehlo.select %641, %642, %c_21 : tensor<i1>, tensor<i32>
    %644 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %645 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %646 = stablehlo.select %644, %645, %c_25 : tensor<i1>, tensor<i32>
    %647 = stablehlo.dynamic_update_slice %615, %626, %643, %646 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %648 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %649 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %650 = stablehlo.select %648, %649, %c_21 : tensor<i1>, tensor<i32>
    %651 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %652 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %653 = stablehlo.select %651, %652, %c_25 : tensor<i1>, tensor<i32>
    %654 = stablehlo.dynamic_update_slice %622, %633, %650, %653 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %655 = stablehlo.slice %338 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %656 = stablehlo.slice %349 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %658 = stablehlo.multiply %608, %657 : tensor<8x8xf32>
    %659 = stablehlo.dot_general %658, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %660 = stablehlo.slice %275 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %661 = stablehlo.slice %314 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %663 = stablehlo.multiply %660, %662 : tensor<8x8xf32>
    %664 = stablehlo.add %659, %663 : tensor<8x8xf32>
    %665 = stablehlo.tanh %664 : tensor<8x8xf32>
    %666 = stablehlo.broadcast_in_dim %655, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %667 = stablehlo.multiply %666, %658 : tensor<8x8xf32>
    %668 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %669 = stablehlo.subtract %668, %655 : tensor<1x8xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %671 = stablehlo.multiply %670, %665 : tensor<8x8xf32>
    %672 = stablehlo.add %667, %671 : tensor<8x8xf32>
    %673 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %674 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %675 = stablehlo.select %673, %674, %c_20 : tensor<i1>, tensor<i32>
    %676 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %677 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %678 = stablehlo.select %676, %677, %c_32 : tensor<i1>, tensor<i32>
    %679 = stablehlo.dynamic_update_slice %647, %658, %675, %678 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %680 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %681 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %682 = stablehlo.select %680, %681, %c_20 : tensor<i1>, tensor<i32>
    %683 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %684 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %685 = stablehlo.select %683, %684, %c_32 : tensor<i1>, tensor<i32>
    %686 = stablehlo.dynamic_update_slice %654, %665, %682, %685 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %687 = stablehlo.slice %338 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %688 = stablehlo.slice %349 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %690 = stablehlo.multiply %640, %689 : tensor<8x8xf32>
    %691 = stablehlo.dot_general %690, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %692 = stablehlo.slice %275 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %693 = stablehlo.slice %314 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %695 = stablehlo.multiply %692, %694 : tensor<8x8xf32>
    %696 = stablehlo.add %691, %695 : tensor<8x8xf32>
    %697 = stablehlo.tanh %696 : tensor<8x8xf32>
    %698 = stablehlo.broadcast_in_dim %687, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %699 = stablehlo.multiply %698, %690 : tensor<8x8xf32>
    %700 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %701 = stablehlo.subtract %700, %687 : tensor<1x8xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %703 = stablehlo.multiply %702, %697 : tensor<8x8xf32>
    %704 = stablehlo.add %699, %703 : tensor<8x8xf32>
    %705 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %706 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %707 = stablehlo.select %705, %706, %c_20 : tensor<i1>, tensor<i32>
    %708 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %709 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %710 = stablehlo.select %708, %709, %c_25 : tensor<i1>, tensor<i32>
    %711 = stablehlo.dynamic_update_slice %679, %690, %707, %710 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %712 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %713 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %714 = stablehlo.select %712, %713, %c_20 : tensor<i1>, tensor<i32>
    %715 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %716 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %717 = stablehlo.select %715, %716, %c_25 : tensor<i1>, tensor<i32>
    %718 = stablehlo.dynamic_update_slice %686, %697, %714, %717 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %719 = stablehlo.slice %338 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %720 = stablehlo.slice %349 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %722 = stablehlo.multiply %672, %721 : tensor<8x8xf32>
    %723 = stablehlo.dot_general %722, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %724 = stablehlo.slice %275 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %725 = stablehlo.slice %314 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %727 = stablehlo.multiply %724, %726 : tensor<8x8xf32>
    %728 = stablehlo.add %723, %727 : tensor<8x8xf32>
    %729 = stablehlo.tanh %728 : tensor<8x8xf32>
    %730 = stablehlo.broadcast_in_dim %719, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %731 = stablehlo.multiply %730, %722 : tensor<8x8xf32>
    %732 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %733 = stablehlo.subtract %732, %719 : tensor<1x8xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %735 = stablehlo.multiply %734, %729 : tensor<8x8xf32>
    %736 = stablehlo.add %731, %735 : tensor<8x8xf32>
    %737 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %738 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %739 = stablehlo.select %737, %738, %c_19 : tensor<i1>, tensor<i32>
    %740 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %741 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %742 = stablehlo.select %740, %741, %c_32 : tensor<i1>, tensor<i32>
    %743 = stablehlo.dynamic_update_slice %711, %722, %739, %742 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %744 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %745 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %746 = stablehlo.select %744, %745, %c_19 : tensor<i1>, tensor<i32>
    %747 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %748 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %749 = stablehlo.select %747, %748, %c_32 : tensor<i1>, tensor<i32>
    %750 = stablehlo.dynamic_update_slice %718, %729, %746, %749 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %751 = stablehlo.slice %338 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %752 = stablehlo.slice %349 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %754 = stablehlo.multiply %704, %753 : tensor<8x8xf32>
    %755 = stablehlo.dot_general %754, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %756 = stablehlo.slice %275 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %757 = stablehlo.slice %314 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %759 = stablehlo.multiply %756, %758 : tensor<8x8xf32>
    %760 = stablehlo.add %755, %759 : tensor<8x8xf32>
    %761 = stablehlo.tanh %760 : tensor<8x8xf32>
    %762 = stablehlo.broadcast_in_dim %751, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %763 = stablehlo.multiply %762, %754 : tensor<8x8xf32>
    %764 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %765 = stablehlo.subtract %764, %751 : tensor<1x8xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %767 = stablehlo.multiply %766, %761 : tensor<8x8xf32>
    %768 = stablehlo.add %763, %767 : tensor<8x8xf32>
    %769 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %770 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %771 = stablehlo.select %769, %770, %c_19 : tensor<i1>, tensor<i32>
    %772 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %773 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %774 = stablehlo.select %772, %773, %c_25 : tensor<i1>, tensor<i32>
    %775 = stablehlo.dynamic_update_slice %743, %754, %771, %774 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %776 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %777 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %778 = stablehlo.select %776, %777, %c_19 : tensor<i1>, tensor<i32>
    %779 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %780 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %781 = stablehlo.select %779, %780, %c_25 : tensor<i1>, tensor<i32>
    %782 = stablehlo.dynamic_update_slice %750, %761, %778, %781 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %783 = stablehlo.slice %338 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %784 = stablehlo.slice %349 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %786 = stablehlo.multiply %736, %785 : tensor<8x8xf32>
    %787 = stablehlo.dot_general %786, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %788 = stablehlo.slice %275 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %789 = stablehlo.slice %314 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %791 = stablehlo.multiply %788, %790 : tensor<8x8xf32>
    %792 = stablehlo.add %787, %791 : tensor<8x8xf32>
    %793 = stablehlo.tanh %792 : tensor<8x8xf32>
    %794 = stablehlo.broadcast_in_dim %783, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %795 = stablehlo.multiply %794, %786 : tensor<8x8xf32>
    %796 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %797 = stablehlo.subtract %796, %783 : tensor<1x8xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %799 = stablehlo.multiply %798, %793 : tensor<8x8xf32>
    %800 = stablehlo.add %795, %799 : tensor<8x8xf32>
    %801 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %802 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %803 = stablehlo.select %801, %802, %c_18 : tensor<i1>, tensor<i32>
    %804 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %805 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %806 = stablehlo.select %804, %805, %c_32 : tensor<i1>, tensor<i32>
    %807 = stablehlo.dynamic_update_slice %775, %786, %803, %806 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %808 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %809 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %810 = stablehlo.select %808, %809, %c_18 : tensor<i1>, tensor<i32>
    %811 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %812 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %813 = stablehlo.select %811, %812, %c_32 : tensor<i1>, tensor<i32>
    %814 = stablehlo.dynamic_update_slice %782, %793, %810, %813 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %815 = stablehlo.slice %338 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %816 = stablehlo.slice %349 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %818 = stablehlo.multiply %768, %817 : tensor<8x8xf32>
    %819 = stablehlo.dot_general %818, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %820 = stablehlo.slice %275 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %821 = stablehlo.slice %314 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %823 = stablehlo.multiply %820, %822 : tensor<8x8xf32>
    %824 = stablehlo.add %819, %823 : tensor<8x8xf32>
    %825 = stablehlo.tanh %824 : tensor<8x8xf32>
    %826 = stablehlo.broadcast_in_dim %815, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %827 = stablehlo.multiply %826, %818 : tensor<8x8xf32>
    %828 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %829 = stablehlo.subtract %828, %815 : tensor<1x8xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %831 = stablehlo.multiply %830, %825 : tensor<8x8xf32>
    %832 = stablehlo.add %827, %831 : tensor<8x8xf32>
    %833 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %834 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %835 = stablehlo.select %833, %834, %c_18 : tensor<i1>, tensor<i32>
    %836 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %837 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %838 = stablehlo.select %836, %837, %c_25 : tensor<i1>, tensor<i32>
    %839 = stablehlo.dynamic_update_slice %807, %818, %835, %838 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %840 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %841 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %842 = stablehlo.select %840, %841, %c_18 : tensor<i1>, tensor<i32>
    %843 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %844 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %845 = stablehlo.select %843, %844, %c_25 : tensor<i1>, tensor<i32>
    %846 = stablehlo.dynamic_update_slice %814, %825, %842, %845 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %847 = stablehlo.slice %338 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %848 = stablehlo.slice %349 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %850 = stablehlo.multiply %800, %849 : tensor<8x8xf32>
    %851 = stablehlo.dot_general %850, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %852 = stablehlo.slice %275 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %853 = stablehlo.slice %314 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %855 = stablehlo.multiply %852, %854 : tensor<8x8xf32>
    %856 = stablehlo.add %851, %855 : tensor<8x8xf32>
    %857 = stablehlo.tanh %856 : tensor<8x8xf32>
    %858 = stablehlo.broadcast_in_dim %847, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %859 = stablehlo.multiply %858, %850 : tensor<8x8xf32>
    %860 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %861 = stablehlo.subtract %860, %847 : tensor<1x8xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %863 = stablehlo.multiply %862, %857 : tensor<8x8xf32>
    %864 = stablehlo.add %859, %863 : tensor<8x8xf32>
    %865 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %866 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %867 = stablehlo.select %865, %866, %c_17 : tensor<i1>, tensor<i32>
    %868 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %869 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %870 = stablehlo.select %868, %869, %c_32 : tensor<i1>, tensor<i32>
    %871 = stablehlo.dynamic_update_slice %839, %850, %867, %870 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %872 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %873 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %874 = stablehlo.select %872, %873, %c_17 : tensor<i1>, tensor<i32>
    %875 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %876 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %877 = stablehlo.select %875, %876, %c_32 : tensor<i1>, tensor<i32>
    %878 = stablehlo.dynamic_update_slice %846, %857, %874, %877 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %879 = stablehlo.slice %338 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %880 = stablehlo.slice %349 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %882 = stablehlo.multiply %832, %881 : tensor<8x8xf32>
    %883 = stablehlo.dot_general %882, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %884 = stablehlo.slice %275 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %885 = stablehlo.slice %314 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %887 = stablehlo.multiply %884, %886 : tensor<8x8xf32>
    %888 = stablehlo.add %883, %887 : tensor<8x8xf32>
    %889 = stablehlo.tanh %888 : tensor<8x8xf32>
    %890 = stablehlo.broadcast_in_dim %879, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %891 = stablehlo.multiply %890, %882 : tensor<8x8xf32>
    %892 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %893 = stablehlo.subtract %892, %879 : tensor<1x8xf32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %895 = stablehlo.multiply %894, %889 : tensor<8x8xf32>
    %896 = stablehlo.add %891, %895 : tensor<8x8xf32>
    %897 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %898 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %899 = stablehlo.select %897, %898, %c_17 : tensor<i1>, tensor<i32>
    %900 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %901 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %902 = stablehlo.select %900, %901, %c_25 : tensor<i1>, tensor<i32>
    %903 = stablehlo.dynamic_update_slice %871, %882, %899, %902 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %904 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %905 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %906 = stablehlo.select %904, %905, %c_17 : tensor<i1>, tensor<i32>
    %907 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %908 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %909 = stablehlo.select %907, %908, %c_25 : tensor<i1>, tensor<i32>
    %910 = stablehlo.dynamic_update_slice %878, %889, %906, %909 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %911 = stablehlo.slice %338 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %912 = stablehlo.slice %349 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %914 = stablehlo.multiply %864, %913 : tensor<8x8xf32>
    %915 = stablehlo.dot_general %914, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %916 = stablehlo.slice %275 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %917 = stablehlo.slice %314 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %919 = stablehlo.multiply %916, %918 : tensor<8x8xf32>
    %920 = stablehlo.add %915, %919 : tensor<8x8xf32>
    %921 = stablehlo.tanh %920 : tensor<8x8xf32>
    %922 = stablehlo.broadcast_in_dim %911, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %923 = stablehlo.multiply %922, %914 : tensor<8x8xf32>
    %924 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %925 = stablehlo.subtract %924, %911 : tensor<1x8xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %927 = stablehlo.multiply %926, %921 : tensor<8x8xf32>
    %928 = stablehlo.add %923, %927 : tensor<8x8xf32>
    %929 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %930 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %931 = stablehlo.select %929, %930, %c_26 : tensor<i1>, tensor<i32>
    %932 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %933 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %934 = stablehlo.select %932, %933, %c_32 : tensor<i1>, tensor<i32>
    %935 = stablehlo.dynamic_update_slice %903, %914, %931, %934 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %936 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %937 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %938 = stablehlo.select %936, %937, %c_26 : tensor<i1>, tensor<i32>
    %939 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %940 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %941 = stablehlo.select %939, %940, %c_32 : tensor<i1>, tensor<i32>
    %942 = stablehlo.dynamic_update_slice %910, %921, %938, %941 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %943 = stablehlo.slice %338 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %944 = stablehlo.slice %349 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %946 = stablehlo.multiply %896, %945 : tensor<8x8xf32>
    %947 = stablehlo.dot_general %946, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %948 = stablehlo.slice %275 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %949 = stablehlo.slice %314 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
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
    %961 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %962 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %963 = stablehlo.select %961, %962, %c_26 : tensor<i1>, tensor<i32>
    %964 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %965 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %966 = stablehlo.select %964, %965, %c_25 : tensor<i1>, tensor<i32>
    %967 = stablehlo.dynamic_update_slice %935, %946, %963, %966 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %968 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %969 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %970 = stablehlo.select %968, %969, %c_26 : tensor<i1>, tensor<i32>
    %971 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %972 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %973 = stablehlo.select %971, %972, %c_25 : tensor<i1>, tensor<i32>
    %974 = stablehlo.dynamic_update_slice %942, %953, %970, %973 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %975 = stablehlo.slice %338 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %976 = stablehlo.slice %349 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %978 = stablehlo.multiply %928, %977 : tensor<8x8xf32>
    %979 = stablehlo.dot_general %978, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %980 = stablehlo.slice %275 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %981 = stablehlo.slice %314 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %983 = stablehlo.multiply %980, %982 : tensor<8x8xf32>
    %984 = stablehlo.add %979, %983 : tensor<8x8xf32>
    %985 = stablehlo.tanh %984 : tensor<8x8xf32>
    %986 = stablehlo.broadcast_in_dim %975, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %987 = stablehlo.multiply %986, %978 : tensor<8x8xf32>
    %988 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %989 = stablehlo.subtract %988, %975 : tensor<1x8xf32>
    %990 = stablehlo.broadcast_in_dim %989, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %991 = stablehlo.multiply %990, %985 : tensor<8x8xf32>
    %992 = stablehlo.add %987, %991 : tensor<8x8xf32>
    %993 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %994 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %995 = stablehlo.select %993, %994, %c_16 : tensor<i1>, tensor<i32>
    %996 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %997 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %998 = stablehlo.select %996, %997, %c_32 : tensor<i1>, tensor<i32>
    %999 = stablehlo.dynamic_update_slice %967, %978, %995, %998 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1000 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1001 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %1002 = stablehlo.select %1000, %1001, %c_16 : tensor<i1>, tensor<i32>
    %1003 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1004 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1005 = stablehlo.select %1003, %1004, %c_32 : tensor<i1>, tensor<i32>
    %1006 = stablehlo.dynamic_update_slice %974, %985, %1002, %1005 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1007 = stablehlo.slice %338 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1008 = stablehlo.slice %349 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1010 = stablehlo.multiply %960, %1009 : tensor<8x8xf32>
    %1011 = stablehlo.dot_general %1010, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1012 = stablehlo.slice %275 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1013 = stablehlo.slice %314 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1014 = stablehlo.broadcast_in_dim %1013, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1015 = stablehlo.multiply %1012, %1014 : tensor<8x8xf32>
    %1016 = stablehlo.add %1011, %1015 : tensor<8x8xf32>
    %1017 = stablehlo.tanh %1016 : tensor<8x8xf32>
    %1018 = stablehlo.broadcast_in_dim %1007, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1019 = stablehlo.multiply %1018, %1010 : tensor<8x8xf32>
    %1020 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1021 = stablehlo.subtract %1020, %1007 : tensor<1x8xf32>
    %1022 = stablehlo.broadcast_in_dim %1021, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1023 = stablehlo.multiply %1022, %1017 : tensor<8x8xf32>
    %1024 = stablehlo.add %1019, %1023 : tensor<8x8xf32>
    %1025 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1026 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %1027 = stablehlo.select %1025, %1026, %c_16 : tensor<i1>, tensor<i32>
    %1028 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1029 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1030 = stablehlo.select %1028, %1029, %c_25 : tensor<i1>, tensor<i32>
    %1031 = stablehlo.dynamic_update_slice %999, %1010, %1027, %1030 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1032 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1033 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %1034 = stablehlo.select %1032, %1033, %c_16 : tensor<i1>, tensor<i32>
    %1035 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1036 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1037 = stablehlo.select %1035, %1036, %c_25 : tensor<i1>, tensor<i32>
    %1038 = stablehlo.dynamic_update_slice %1006, %1017, %1034, %1037 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1039 = stablehlo.slice %338 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1040 = stablehlo.slice %349 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1041 = stablehlo.broadcast_in_dim %1040, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1042 = stablehlo.multiply %992, %1041 : tensor<8x8xf32>
    %1043 = stablehlo.dot_general %1042, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1044 = stablehlo.slice %275 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1045 = stablehlo.slice %314 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
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
    %1057 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1058 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1059 = stablehlo.select %1057, %1058, %c_15 : tensor<i1>, tensor<i32>
    %1060 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1061 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1062 = stablehlo.select %1060, %1061, %c_32 : tensor<i1>, tensor<i32>
    %1063 = stablehlo.dynamic_update_slice %1031, %1042, %1059, %1062 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1064 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1065 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1066 = stablehlo.select %1064, %1065, %c_15 : tensor<i1>, tensor<i32>
    %1067 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1068 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1069 = stablehlo.select %1067, %1068, %c_32 : tensor<i1>, tensor<i32>
    %1070 = stablehlo.dynamic_update_slice %1038, %1049, %1066, %1069 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1071 = stablehlo.slice %338 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1072 = stablehlo.slice %349 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1073 = stablehlo.broadcast_in_dim %1072, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1074 = stablehlo.multiply %1024, %1073 : tensor<8x8xf32>
    %1075 = stablehlo.dot_general %1074, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1076 = stablehlo.slice %275 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1077 = stablehlo.slice %314 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1079 = stablehlo.multiply %1076, %1078 : tensor<8x8xf32>
    %1080 = stablehlo.add %1075, %1079 : tensor<8x8xf32>
    %1081 = stablehlo.tanh %1080 : tensor<8x8xf32>
    %1082 = stablehlo.broadcast_in_dim %1071, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1083 = stablehlo.multiply %1082, %1074 : tensor<8x8xf32>
    %1084 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1085 = stablehlo.subtract %1084, %1071 : tensor<1x8xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1087 = stablehlo.multiply %1086, %1081 : tensor<8x8xf32>
    %1088 = stablehlo.add %1083, %1087 : tensor<8x8xf32>
    %1089 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1090 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1091 = stablehlo.select %1089, %1090, %c_15 : tensor<i1>, tensor<i32>
    %1092 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1093 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1094 = stablehlo.select %1092, %1093, %c_25 : tensor<i1>, tensor<i32>
    %1095 = stablehlo.dynamic_update_slice %1063, %1074, %1091, %1094 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1096 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1097 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %1098 = stablehlo.select %1096, %1097, %c_15 : tensor<i1>, tensor<i32>
    %1099 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1100 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1101 = stablehlo.select %1099, %1100, %c_25 : tensor<i1>, tensor<i32>
    %1102 = stablehlo.dynamic_update_slice %1070, %1081, %1098, %1101 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1103 = stablehlo.slice %338 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1104 = stablehlo.slice %349 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1106 = stablehlo.multiply %1056, %1105 : tensor<8x8xf32>
    %1107 = stablehlo.dot_general %1106, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1108 = stablehlo.slice %275 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1109 = stablehlo.slice %314 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1110 = stablehlo.broadcast_in_dim %1109, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1111 = stablehlo.multiply %1108, %1110 : tensor<8x8xf32>
    %1112 = stablehlo.add %1107, %1111 : tensor<8x8xf32>
    %1113 = stablehlo.tanh %1112 : tensor<8x8xf32>
    %1114 = stablehlo.broadcast_in_dim %1103, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1115 = stablehlo.multiply %1114, %1106 : tensor<8x8xf32>
    %1116 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1117 = stablehlo.subtract %1116, %1103 : tensor<1x8xf32>
    %1118 = stablehlo.broadcast_in_dim %1117, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1119 = stablehlo.multiply %1118, %1113 : tensor<8x8xf32>
    %1120 = stablehlo.add %1115, %1119 : tensor<8x8xf32>
    %1121 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1122 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1123 = stablehlo.select %1121, %1122, %c_14 : tensor<i1>, tensor<i32>
    %1124 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1125 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1126 = stablehlo.select %1124, %1125, %c_32 : tensor<i1>, tensor<i32>
    %1127 = stablehlo.dynamic_update_slice %1095, %1106, %1123, %1126 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1128 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1129 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1130 = stablehlo.select %1128, %1129, %c_14 : tensor<i1>, tensor<i32>
    %1131 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1132 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1133 = stablehlo.select %1131, %1132, %c_32 : tensor<i1>, tensor<i32>
    %1134 = stablehlo.dynamic_update_slice %1102, %1113, %1130, %1133 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1135 = stablehlo.slice %338 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1136 = stablehlo.slice %349 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1138 = stablehlo.multiply %1088, %1137 : tensor<8x8xf32>
    %1139 = stablehlo.dot_general %1138, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1140 = stablehlo.slice %275 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1141 = stablehlo.slice %314 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1142 = stablehlo.broadcast_in_dim %1141, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1143 = stablehlo.multiply %1140, %1142 : tensor<8x8xf32>
    %1144 = stablehlo.add %1139, %1143 : tensor<8x8xf32>
    %1145 = stablehlo.tanh %1144 : tensor<8x8xf32>
    %1146 = stablehlo.broadcast_in_dim %1135, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1147 = stablehlo.multiply %1146, %1138 : tensor<8x8xf32>
    %1148 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1149 = stablehlo.subtract %1148, %1135 : tensor<1x8xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1151 = stablehlo.multiply %1150, %1145 : tensor<8x8xf32>
    %1152 = stablehlo.add %1147, %1151 : tensor<8x8xf32>
    %1153 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1154 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1155 = stablehlo.select %1153, %1154, %c_14 : tensor<i1>, tensor<i32>
    %1156 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1157 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1158 = stablehlo.select %1156, %1157, %c_25 : tensor<i1>, tensor<i32>
    %1159 = stablehlo.dynamic_update_slice %1127, %1138, %1155, %1158 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1160 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1161 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %1162 = stablehlo.select %1160, %1161, %c_14 : tensor<i1>, tensor<i32>
    %1163 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1164 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1165 = stablehlo.select %1163, %1164, %c_25 : tensor<i1>, tensor<i32>
    %1166 = stablehlo.dynamic_update_slice %1134, %1145, %1162, %1165 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1167 = stablehlo.slice %338 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1168 = stablehlo.slice %349 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1170 = stablehlo.multiply %1120, %1169 : tensor<8x8xf32>
    %1171 = stablehlo.dot_general %1170, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1172 = stablehlo.slice %275 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1173 = stablehlo.slice %314 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1175 = stablehlo.multiply %1172, %1174 : tensor<8x8xf32>
    %1176 = stablehlo.add %1171, %1175 : tensor<8x8xf32>
    %1177 = stablehlo.tanh %1176 : tensor<8x8xf32>
    %1178 = stablehlo.broadcast_in_dim %1167, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1179 = stablehlo.multiply %1178, %1170 : tensor<8x8xf32>
    %1180 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1181 = stablehlo.subtract %1180, %1167 : tensor<1x8xf32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1183 = stablehlo.multiply %1182, %1177 : tensor<8x8xf32>
    %1184 = stablehlo.add %1179, %1183 : tensor<8x8xf32>
    %1185 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1186 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1187 = stablehlo.select %1185, %1186, %c_13 : tensor<i1>, tensor<i32>
    %1188 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1189 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1190 = stablehlo.select %1188, %1189, %c_32 : tensor<i1>, tensor<i32>
    %1191 = stablehlo.dynamic_update_slice %1159, %1170, %1187, %1190 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1192 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1193 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1194 = stablehlo.select %1192, %1193, %c_13 : tensor<i1>, tensor<i32>
    %1195 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1196 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1197 = stablehlo.select %1195, %1196, %c_32 : tensor<i1>, tensor<i32>
    %1198 = stablehlo.dynamic_update_slice %1166, %1177, %1194, %1197 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1199 = stablehlo.slice %338 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1200 = stablehlo.slice %349 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1201 = stablehlo.broadcast_in_dim %1200, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1202 = stablehlo.multiply %1152, %1201 : tensor<8x8xf32>
    %1203 = stablehlo.dot_general %1202, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1204 = stablehlo.slice %275 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1205 = stablehlo.slice %314 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1206 = stablehlo.broadcast_in_dim %1205, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1207 = stablehlo.multiply %1204, %1206 : tensor<8x8xf32>
    %1208 = stablehlo.add %1203, %1207 : tensor<8x8xf32>
    %1209 = stablehlo.tanh %1208 : tensor<8x8xf32>
    %1210 = stablehlo.broadcast_in_dim %1199, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1211 = stablehlo.multiply %1210, %1202 : tensor<8x8xf32>
    %1212 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1213 = stablehlo.subtract %1212, %1199 : tensor<1x8xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1215 = stablehlo.multiply %1214, %1209 : tensor<8x8xf32>
    %1216 = stablehlo.add %1211, %1215 : tensor<8x8xf32>
    %1217 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1218 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1219 = stablehlo.select %1217, %1218, %c_13 : tensor<i1>, tensor<i32>
    %1220 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1221 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1222 = stablehlo.select %1220, %1221, %c_25 : tensor<i1>, tensor<i32>
    %1223 = stablehlo.dynamic_update_slice %1191, %1202, %1219, %1222 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1224 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1225 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1226 = stablehlo.select %1224, %1225, %c_13 : tensor<i1>, tensor<i32>
    %1227 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1228 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1229 = stablehlo.select %1227, %1228, %c_25 : tensor<i1>, tensor<i32>
    %1230 = stablehlo.dynamic_update_slice %1198, %1209, %1226, %1229 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1231 = stablehlo.slice %338 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1232 = stablehlo.slice %349 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1233 = stablehlo.broadcast_in_dim %1232, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1234 = stablehlo.multiply %1184, %1233 : tensor<8x8xf32>
    %1235 = stablehlo.dot_general %1234, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1236 = stablehlo.slice %275 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1237 = stablehlo.slice %314 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1238 = stablehlo.broadcast_in_dim %1237, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1239 = stablehlo.multiply %1236, %1238 : tensor<8x8xf32>
    %1240 = stablehlo.add %1235, %1239 : tensor<8x8xf32>
    %1241 = stablehlo.tanh %1240 : tensor<8x8xf32>
    %1242 = stablehlo.broadcast_in_dim %1231, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1243 = stablehlo.multiply %1242, %1234 : tensor<8x8xf32>
    %1244 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1245 = stablehlo.subtract %1244, %1231 : tensor<1x8xf32>
    %1246 = stablehlo.broadcast_in_dim %1245, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1247 = stablehlo.multiply %1246, %1241 : tensor<8x8xf32>
    %1248 = stablehlo.add %1243, %1247 : tensor<8x8xf32>
    %1249 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1250 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1251 = stablehlo.select %1249, %1250, %c_12 : tensor<i1>, tensor<i32>
    %1252 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1253 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1254 = stablehlo.select %1252, %1253, %c_32 : tensor<i1>, tensor<i32>
    %1255 = stablehlo.dynamic_update_slice %1223, %1234, %1251, %1254 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1256 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1257 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1258 = stablehlo.select %1256, %1257, %c_12 : tensor<i1>, tensor<i32>
    %1259 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1260 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1261 = stablehlo.select %1259, %1260, %c_32 : tensor<i1>, tensor<i32>
    %1262 = stablehlo.dynamic_update_slice %1230, %1241, %1258, %1261 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1263 = stablehlo.slice %338 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1264 = stablehlo.slice %349 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1265 = stablehlo.broadcast_in_dim %1264, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1266 = stablehlo.multiply %1216, %1265 : tensor<8x8xf32>
    %1267 = stablehlo.dot_general %1266, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1268 = stablehlo.slice %275 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1269 = stablehlo.slice %314 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1271 = stablehlo.multiply %1268, %1270 : tensor<8x8xf32>
    %1272 = stablehlo.add %1267, %1271 : tensor<8x8xf32>
    %1273 = stablehlo.tanh %1272 : tensor<8x8xf32>
    %1274 = stablehlo.broadcast_in_dim %1263, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1275 = stablehlo.multiply %1274, %1266 : tensor<8x8xf32>
    %1276 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1277 = stablehlo.subtract %1276, %1263 : tensor<1x8xf32>
    %1278 = stablehlo.broadcast_in_dim %1277, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1279 = stablehlo.multiply %1278, %1273 : tensor<8x8xf32>
    %1280 = stablehlo.add %1275, %1279 : tensor<8x8xf32>
    %1281 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1282 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1283 = stablehlo.select %1281, %1282, %c_12 : tensor<i1>, tensor<i32>
    %1284 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1285 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1286 = stablehlo.select %1284, %1285, %c_25 : tensor<i1>, tensor<i32>
    %1287 = stablehlo.dynamic_update_slice %1255, %1266, %1283, %1286 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1288 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1289 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1290 = stablehlo.select %1288, %1289, %c_12 : tensor<i1>, tensor<i32>
    %1291 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1292 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1293 = stablehlo.select %1291, %1292, %c_25 : tensor<i1>, tensor<i32>
    %1294 = stablehlo.dynamic_update_slice %1262, %1273, %1290, %1293 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1295 = stablehlo.slice %338 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1296 = stablehlo.slice %349 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1297 = stablehlo.broadcast_in_dim %1296, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1298 = stablehlo.multiply %1248, %1297 : tensor<8x8xf32>
    %1299 = stablehlo.dot_general %1298, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1300 = stablehlo.slice %275 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1301 = stablehlo.slice %314 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1302 = stablehlo.broadcast_in_dim %1301, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1303 = stablehlo.multiply %1300, %1302 : tensor<8x8xf32>
    %1304 = stablehlo.add %1299, %1303 : tensor<8x8xf32>
    %1305 = stablehlo.tanh %1304 : tensor<8x8xf32>
    %1306 = stablehlo.broadcast_in_dim %1295, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1307 = stablehlo.multiply %1306, %1298 : tensor<8x8xf32>
    %1308 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1309 = stablehlo.subtract %1308, %1295 : tensor<1x8xf32>
    %1310 = stablehlo.broadcast_in_dim %1309, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1311 = stablehlo.multiply %1310, %1305 : tensor<8x8xf32>
    %1312 = stablehlo.add %1307, %1311 : tensor<8x8xf32>
    %1313 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1314 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1315 = stablehlo.select %1313, %1314, %c_11 : tensor<i1>, tensor<i32>
    %1316 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1317 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1318 = stablehlo.select %1316, %1317, %c_32 : tensor<i1>, tensor<i32>
    %1319 = stablehlo.dynamic_update_slice %1287, %1298, %1315, %1318 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1320 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1321 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1322 = stablehlo.select %1320, %1321, %c_11 : tensor<i1>, tensor<i32>
    %1323 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1324 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1325 = stablehlo.select %1323, %1324, %c_32 : tensor<i1>, tensor<i32>
    %1326 = stablehlo.dynamic_update_slice %1294, %1305, %1322, %1325 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1327 = stablehlo.slice %338 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1328 = stablehlo.slice %349 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1329 = stablehlo.broadcast_in_dim %1328, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1330 = stablehlo.multiply %1280, %1329 : tensor<8x8xf32>
    %1331 = stablehlo.dot_general %1330, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1332 = stablehlo.slice %275 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1333 = stablehlo.slice %314 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1334 = stablehlo.broadcast_in_dim %1333, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1335 = stablehlo.multiply %1332, %1334 : tensor<8x8xf32>
    %1336 = stablehlo.add %1331, %1335 : tensor<8x8xf32>
    %1337 = stablehlo.tanh %1336 : tensor<8x8xf32>
    %1338 = stablehlo.broadcast_in_dim %1327, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1339 = stablehlo.multiply %1338, %1330 : tensor<8x8xf32>
    %1340 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1341 = stablehlo.subtract %1340, %1327 : tensor<1x8xf32>
    %1342 = stablehlo.broadcast_in_dim %1341, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1343 = stablehlo.multiply %1342, %1337 : tensor<8x8xf32>
    %1344 = stablehlo.add %1339, %1343 : tensor<8x8xf32>
    %1345 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1346 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1347 = stablehlo.select %1345, %1346, %c_11 : tensor<i1>, tensor<i32>
    %1348 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1349 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1350 = stablehlo.select %1348, %1349, %c_25 : tensor<i1>, tensor<i32>
    %1351 = stablehlo.dynamic_update_slice %1319, %1330, %1347, %1350 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1352 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1353 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1354 = stablehlo.select %1352, %1353, %c_11 : tensor<i1>, tensor<i32>
    %1355 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1356 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1357 = stablehlo.select %1355, %1356, %c_25 : tensor<i1>, tensor<i32>
    %1358 = stablehlo.dynamic_update_slice %1326, %1337, %1354, %1357 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1359 = stablehlo.slice %349 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1360 = stablehlo.broadcast_in_dim %1359, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1361 = stablehlo.multiply %1312, %1360 : tensor<8x8xf32>
    %1362 = stablehlo.dot_general %1361, %360, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1363 = stablehlo.slice %275 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1364 = stablehlo.slice %314 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1365 = stablehlo.broadcast_in_dim %1364, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1366 = stablehlo.multiply %1363, %1365 : tensor<8x8xf32>
    %1367 = stablehlo.add %1362, %1366 : tensor<8x8xf32>
    %1368 = stablehlo.tanh %1367 : tensor<8x8xf32>
    %1369 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1370 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1371 = stablehlo.select %1369, %1370, %c_10 : tensor<i1>, tensor<i32>
    %1372 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1373 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1374 = stablehlo.select %1372, %1373, %c_32 : tensor<i1>, tensor<i32>
    %1375 = stablehlo.dynamic_update_slice %1351, %1361, %1371, %1374 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1376 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1377 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1378 = stablehlo.select %1376, %1377, %c_10 : tensor<i1>, tensor<i32>
    %1379 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1380 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1381 = stablehlo.select %1379, %1380, %c_32 : tensor<i1>, tensor<i32>
    %1382 = stablehlo.dynamic_update_slice %1358, %1368, %1378, %1381 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1383 = stablehlo.slice %349 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1384 = stablehlo.broadcast_in_dim %1383, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1385 = stablehlo.multiply %1344, %1384 : tensor<8x8xf32>
    %1386 = stablehlo.dot_general %1385, %371, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1387 = stablehlo.slice %275 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1388 = stablehlo.slice %314 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1390 = stablehlo.multiply %1387, %1389 : tensor<8x8xf32>
    %1391 = stablehlo.add %1386, %1390 : tensor<8x8xf32>
    %1392 = stablehlo.tanh %1391 : tensor<8x8xf32>
    %1393 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1394 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1395 = stablehlo.select %1393, %1394, %c_10 : tensor<i1>, tensor<i32>
    %1396 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1397 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1398 = stablehlo.select %1396, %1397, %c_25 : tensor<i1>, tensor<i32>
    %1399 = stablehlo.dynamic_update_slice %1375, %1385, %1395, %1398 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1400 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1401 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1402 = stablehlo.select %1400, %1401, %c_10 : tensor<i1>, tensor<i32>
    %1403 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1404 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1405 = stablehlo.select %1403, %1404, %c_25 : tensor<i1>, tensor<i32>
    %1406 = stablehlo.dynamic_update_slice %1382, %1392, %1402, %1405 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1407 = stablehlo.slice %235#0 [0:8, 0:8] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1408 = stablehlo.slice %235#0 [0:8, 8:16] : (tensor<8x16xf32>) -> tensor<8x8xf32>
    %1409 = stablehlo.slice %338 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1410 = stablehlo.slice %382 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1411 = stablehlo.slice %1399 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1412 = stablehlo.slice %1406 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1413 = stablehlo.slice %303 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1414 = stablehlo.broadcast_in_dim %1410, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1415 = stablehlo.multiply %1413, %1414 : tensor<8x8xf32>
    %1416 = stablehlo.add %1407, %1415 : tensor<8x8xf32>
    %1417 = stablehlo.broadcast_in_dim %1409, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1418 = stablehlo.multiply %1417, %1411 : tensor<8x8xf32>
    %1419 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1420 = stablehlo.subtract %1419, %1409 : tensor<1x8xf32>
    %1421 = stablehlo.broadcast_in_dim %1420, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1422 = stablehlo.multiply %1421, %1412 : tensor<8x8xf32>
    %1423 = stablehlo.add %1418, %1422 : tensor<8x8xf32>
    %1424 = stablehlo.broadcast_in_dim %1410, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1425 = stablehlo.multiply %1423, %1424 : tensor<8x8xf32>
    %1426 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1427 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1428 = stablehlo.select %1426, %1427, %c_10 : tensor<i1>, tensor<i32>
    %1429 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1430 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1431 = stablehlo.select %1429, %1430, %c_32 : tensor<i1>, tensor<i32>
    %1432 = stablehlo.dynamic_update_slice %iterArg_54, %1425, %1428, %1431 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1433 = stablehlo.subtract %1411, %1412 : tensor<8x8xf32>
    %1434 = stablehlo.multiply %1416, %1433 : tensor<8x8xf32>
    %1435 = stablehlo.reduce(%1434 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1436 = stablehlo.broadcast_in_dim %1435, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1437 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1438 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1439 = stablehlo.select %1437, %1438, %c_9 : tensor<i1>, tensor<i32>
    %1440 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1441 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1442 = stablehlo.select %1440, %1441, %c_32 : tensor<i1>, tensor<i32>
    %1443 = stablehlo.dynamic_update_slice %iterArg_56, %1436, %1439, %1442 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1444 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1445 = stablehlo.subtract %1444, %1409 : tensor<1x8xf32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1447 = stablehlo.multiply %1446, %1416 : tensor<8x8xf32>
    %1448 = stablehlo.multiply %1412, %1412 : tensor<8x8xf32>
    %1449 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1450 = stablehlo.subtract %1449, %1448 : tensor<8x8xf32>
    %1451 = stablehlo.multiply %1447, %1450 : tensor<8x8xf32>
    %1452 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1453 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1454 = stablehlo.select %1452, %1453, %c_10 : tensor<i1>, tensor<i32>
    %1455 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1456 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1457 = stablehlo.select %1455, %1456, %c_32 : tensor<i1>, tensor<i32>
    %1458 = stablehlo.dynamic_update_slice %iterArg_53, %1451, %1454, %1457 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1459 = stablehlo.slice %314 [15:16, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1460 = stablehlo.broadcast_in_dim %1459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1461 = stablehlo.multiply %1451, %1460 : tensor<8x8xf32>
    %1462 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1463 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1464 = stablehlo.select %1462, %1463, %c_10 : tensor<i1>, tensor<i32>
    %1465 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1466 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1467 = stablehlo.select %1465, %1466, %c_32 : tensor<i1>, tensor<i32>
    %1468 = stablehlo.dynamic_update_slice %iterArg_55, %1461, %1464, %1467 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1469 = stablehlo.slice %275 [120:128, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1470 = stablehlo.multiply %1451, %1469 : tensor<8x8xf32>
    %1471 = stablehlo.reduce(%1470 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1472 = stablehlo.broadcast_in_dim %1471, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1473 = stablehlo.broadcast_in_dim %1472, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1474 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1475 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1476 = stablehlo.select %1474, %1475, %c_32 : tensor<i1>, tensor<i32>
    %1477 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1478 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1479 = stablehlo.select %1477, %1478, %c_9 : tensor<i1>, tensor<i32>
    %1480 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1481 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1482 = stablehlo.select %1480, %1481, %c_32 : tensor<i1>, tensor<i32>
    %1483 = stablehlo.dynamic_update_slice %209, %1473, %1476, %1479, %1482 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1484 = stablehlo.slice %349 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1485 = stablehlo.broadcast_in_dim %1409, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1486 = stablehlo.multiply %1485, %1416 : tensor<8x8xf32>
    %1487 = stablehlo.dot_general %1451, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1488 = stablehlo.add %1486, %1487 : tensor<8x8xf32>
    %1489 = stablehlo.broadcast_in_dim %1484, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1490 = stablehlo.multiply %1489, %1488 : tensor<8x8xf32>
    %1491 = stablehlo.slice %338 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1492 = stablehlo.slice %382 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1493 = stablehlo.slice %1399 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1494 = stablehlo.slice %1406 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1495 = stablehlo.slice %303 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1496 = stablehlo.broadcast_in_dim %1492, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1497 = stablehlo.multiply %1495, %1496 : tensor<8x8xf32>
    %1498 = stablehlo.add %1408, %1497 : tensor<8x8xf32>
    %1499 = stablehlo.broadcast_in_dim %1491, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1500 = stablehlo.multiply %1499, %1493 : tensor<8x8xf32>
    %1501 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1502 = stablehlo.subtract %1501, %1491 : tensor<1x8xf32>
    %1503 = stablehlo.broadcast_in_dim %1502, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1504 = stablehlo.multiply %1503, %1494 : tensor<8x8xf32>
    %1505 = stablehlo.add %1500, %1504 : tensor<8x8xf32>
    %1506 = stablehlo.broadcast_in_dim %1492, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1507 = stablehlo.multiply %1505, %1506 : tensor<8x8xf32>
    %1508 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1509 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1510 = stablehlo.select %1508, %1509, %c_10 : tensor<i1>, tensor<i32>
    %1511 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1512 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1513 = stablehlo.select %1511, %1512, %c_25 : tensor<i1>, tensor<i32>
    %1514 = stablehlo.dynamic_update_slice %1432, %1507, %1510, %1513 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1515 = stablehlo.subtract %1493, %1494 : tensor<8x8xf32>
    %1516 = stablehlo.multiply %1498, %1515 : tensor<8x8xf32>
    %1517 = stablehlo.reduce(%1516 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1518 = stablehlo.broadcast_in_dim %1517, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1519 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1520 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1521 = stablehlo.select %1519, %1520, %c_9 : tensor<i1>, tensor<i32>
    %1522 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1523 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1524 = stablehlo.select %1522, %1523, %c_25 : tensor<i1>, tensor<i32>
    %1525 = stablehlo.dynamic_update_slice %1443, %1518, %1521, %1524 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1526 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1527 = stablehlo.subtract %1526, %1491 : tensor<1x8xf32>
    %1528 = stablehlo.broadcast_in_dim %1527, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1529 = stablehlo.multiply %1528, %1498 : tensor<8x8xf32>
    %1530 = stablehlo.multiply %1494, %1494 : tensor<8x8xf32>
    %1531 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1532 = stablehlo.subtract %1531, %1530 : tensor<8x8xf32>
    %1533 = stablehlo.multiply %1529, %1532 : tensor<8x8xf32>
    %1534 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1535 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1536 = stablehlo.select %1534, %1535, %c_10 : tensor<i1>, tensor<i32>
    %1537 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1538 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1539 = stablehlo.select %1537, %1538, %c_25 : tensor<i1>, tensor<i32>
    %1540 = stablehlo.dynamic_update_slice %1458, %1533, %1536, %1539 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1541 = stablehlo.slice %314 [15:16, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1542 = stablehlo.broadcast_in_dim %1541, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1543 = stablehlo.multiply %1533, %1542 : tensor<8x8xf32>
    %1544 = stablehlo.compare LT, %c_10, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1545 = stablehlo.add %c_10, %c_22 : tensor<i32>
    %1546 = stablehlo.select %1544, %1545, %c_10 : tensor<i1>, tensor<i32>
    %1547 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1548 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1549 = stablehlo.select %1547, %1548, %c_25 : tensor<i1>, tensor<i32>
    %1550 = stablehlo.dynamic_update_slice %1468, %1543, %1546, %1549 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1551 = stablehlo.slice %275 [120:128, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1552 = stablehlo.multiply %1533, %1551 : tensor<8x8xf32>
    %1553 = stablehlo.reduce(%1552 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1554 = stablehlo.broadcast_in_dim %1553, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1555 = stablehlo.broadcast_in_dim %1554, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1556 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1557 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1558 = stablehlo.select %1556, %1557, %c_32 : tensor<i1>, tensor<i32>
    %1559 = stablehlo.compare LT, %c_9, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1560 = stablehlo.add %c_9, %c_27 : tensor<i32>
    %1561 = stablehlo.select %1559, %1560, %c_9 : tensor<i1>, tensor<i32>
    %1562 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1563 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1564 = stablehlo.select %1562, %1563, %c_25 : tensor<i1>, tensor<i32>
    %1565 = stablehlo.dynamic_update_slice %1483, %1555, %1558, %1561, %1564 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1566 = stablehlo.slice %349 [15:16, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1567 = stablehlo.broadcast_in_dim %1491, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1568 = stablehlo.multiply %1567, %1498 : tensor<8x8xf32>
    %1569 = stablehlo.dot_general %1533, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1570 = stablehlo.add %1568, %1569 : tensor<8x8xf32>
    %1571 = stablehlo.broadcast_in_dim %1566, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1572 = stablehlo.multiply %1571, %1570 : tensor<8x8xf32>
    %1573 = stablehlo.slice %338 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1574 = stablehlo.slice %382 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1575 = stablehlo.slice %1399 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1576 = stablehlo.slice %1406 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1577 = stablehlo.slice %303 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1578 = stablehlo.broadcast_in_dim %1574, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1579 = stablehlo.multiply %1577, %1578 : tensor<8x8xf32>
    %1580 = stablehlo.add %1490, %1579 : tensor<8x8xf32>
    %1581 = stablehlo.broadcast_in_dim %1573, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1582 = stablehlo.multiply %1581, %1575 : tensor<8x8xf32>
    %1583 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1584 = stablehlo.subtract %1583, %1573 : tensor<1x8xf32>
    %1585 = stablehlo.broadcast_in_dim %1584, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1586 = stablehlo.multiply %1585, %1576 : tensor<8x8xf32>
    %1587 = stablehlo.add %1582, %1586 : tensor<8x8xf32>
    %1588 = stablehlo.broadcast_in_dim %1574, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1589 = stablehlo.multiply %1587, %1588 : tensor<8x8xf32>
    %1590 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1591 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1592 = stablehlo.select %1590, %1591, %c_11 : tensor<i1>, tensor<i32>
    %1593 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1594 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1595 = stablehlo.select %1593, %1594, %c_32 : tensor<i1>, tensor<i32>
    %1596 = stablehlo.dynamic_update_slice %1514, %1589, %1592, %1595 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1597 = stablehlo.subtract %1575, %1576 : tensor<8x8xf32>
    %1598 = stablehlo.multiply %1580, %1597 : tensor<8x8xf32>
    %1599 = stablehlo.reduce(%1598 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1600 = stablehlo.broadcast_in_dim %1599, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1601 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1602 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1603 = stablehlo.select %1601, %1602, %c_8 : tensor<i1>, tensor<i32>
    %1604 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1605 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1606 = stablehlo.select %1604, %1605, %c_32 : tensor<i1>, tensor<i32>
    %1607 = stablehlo.dynamic_update_slice %1525, %1600, %1603, %1606 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1608 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1609 = stablehlo.subtract %1608, %1573 : tensor<1x8xf32>
    %1610 = stablehlo.broadcast_in_dim %1609, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1611 = stablehlo.multiply %1610, %1580 : tensor<8x8xf32>
    %1612 = stablehlo.multiply %1576, %1576 : tensor<8x8xf32>
    %1613 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1614 = stablehlo.subtract %1613, %1612 : tensor<8x8xf32>
    %1615 = stablehlo.multiply %1611, %1614 : tensor<8x8xf32>
    %1616 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1617 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1618 = stablehlo.select %1616, %1617, %c_11 : tensor<i1>, tensor<i32>
    %1619 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1620 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1621 = stablehlo.select %1619, %1620, %c_32 : tensor<i1>, tensor<i32>
    %1622 = stablehlo.dynamic_update_slice %1540, %1615, %1618, %1621 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1623 = stablehlo.slice %314 [14:15, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1624 = stablehlo.broadcast_in_dim %1623, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1625 = stablehlo.multiply %1615, %1624 : tensor<8x8xf32>
    %1626 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1627 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1628 = stablehlo.select %1626, %1627, %c_11 : tensor<i1>, tensor<i32>
    %1629 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1630 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1631 = stablehlo.select %1629, %1630, %c_32 : tensor<i1>, tensor<i32>
    %1632 = stablehlo.dynamic_update_slice %1550, %1625, %1628, %1631 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1633 = stablehlo.slice %275 [112:120, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1634 = stablehlo.multiply %1615, %1633 : tensor<8x8xf32>
    %1635 = stablehlo.reduce(%1634 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1636 = stablehlo.broadcast_in_dim %1635, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1637 = stablehlo.broadcast_in_dim %1636, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1638 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1639 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1640 = stablehlo.select %1638, %1639, %c_32 : tensor<i1>, tensor<i32>
    %1641 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1642 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1643 = stablehlo.select %1641, %1642, %c_8 : tensor<i1>, tensor<i32>
    %1644 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1645 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1646 = stablehlo.select %1644, %1645, %c_32 : tensor<i1>, tensor<i32>
    %1647 = stablehlo.dynamic_update_slice %1565, %1637, %1640, %1643, %1646 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1648 = stablehlo.slice %349 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1649 = stablehlo.broadcast_in_dim %1573, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1650 = stablehlo.multiply %1649, %1580 : tensor<8x8xf32>
    %1651 = stablehlo.dot_general %1615, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1652 = stablehlo.add %1650, %1651 : tensor<8x8xf32>
    %1653 = stablehlo.broadcast_in_dim %1648, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1654 = stablehlo.multiply %1653, %1652 : tensor<8x8xf32>
    %1655 = stablehlo.slice %338 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1656 = stablehlo.slice %382 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1657 = stablehlo.slice %1399 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1658 = stablehlo.slice %1406 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1659 = stablehlo.slice %303 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1660 = stablehlo.broadcast_in_dim %1656, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1661 = stablehlo.multiply %1659, %1660 : tensor<8x8xf32>
    %1662 = stablehlo.add %1572, %1661 : tensor<8x8xf32>
    %1663 = stablehlo.broadcast_in_dim %1655, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1664 = stablehlo.multiply %1663, %1657 : tensor<8x8xf32>
    %1665 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1666 = stablehlo.subtract %1665, %1655 : tensor<1x8xf32>
    %1667 = stablehlo.broadcast_in_dim %1666, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1668 = stablehlo.multiply %1667, %1658 : tensor<8x8xf32>
    %1669 = stablehlo.add %1664, %1668 : tensor<8x8xf32>
    %1670 = stablehlo.broadcast_in_dim %1656, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1671 = stablehlo.multiply %1669, %1670 : tensor<8x8xf32>
    %1672 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1673 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1674 = stablehlo.select %1672, %1673, %c_11 : tensor<i1>, tensor<i32>
    %1675 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1676 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1677 = stablehlo.select %1675, %1676, %c_25 : tensor<i1>, tensor<i32>
    %1678 = stablehlo.dynamic_update_slice %1596, %1671, %1674, %1677 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1679 = stablehlo.subtract %1657, %1658 : tensor<8x8xf32>
    %1680 = stablehlo.multiply %1662, %1679 : tensor<8x8xf32>
    %1681 = stablehlo.reduce(%1680 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1682 = stablehlo.broadcast_in_dim %1681, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1683 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1684 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1685 = stablehlo.select %1683, %1684, %c_8 : tensor<i1>, tensor<i32>
    %1686 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1687 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1688 = stablehlo.select %1686, %1687, %c_25 : tensor<i1>, tensor<i32>
    %1689 = stablehlo.dynamic_update_slice %1607, %1682, %1685, %1688 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1690 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1691 = stablehlo.subtract %1690, %1655 : tensor<1x8xf32>
    %1692 = stablehlo.broadcast_in_dim %1691, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1693 = stablehlo.multiply %1692, %1662 : tensor<8x8xf32>
    %1694 = stablehlo.multiply %1658, %1658 : tensor<8x8xf32>
    %1695 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1696 = stablehlo.subtract %1695, %1694 : tensor<8x8xf32>
    %1697 = stablehlo.multiply %1693, %1696 : tensor<8x8xf32>
    %1698 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1699 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1700 = stablehlo.select %1698, %1699, %c_11 : tensor<i1>, tensor<i32>
    %1701 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1702 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1703 = stablehlo.select %1701, %1702, %c_25 : tensor<i1>, tensor<i32>
    %1704 = stablehlo.dynamic_update_slice %1622, %1697, %1700, %1703 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1705 = stablehlo.slice %314 [14:15, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1706 = stablehlo.broadcast_in_dim %1705, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1707 = stablehlo.multiply %1697, %1706 : tensor<8x8xf32>
    %1708 = stablehlo.compare LT, %c_11, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1709 = stablehlo.add %c_11, %c_22 : tensor<i32>
    %1710 = stablehlo.select %1708, %1709, %c_11 : tensor<i1>, tensor<i32>
    %1711 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1712 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1713 = stablehlo.select %1711, %1712, %c_25 : tensor<i1>, tensor<i32>
    %1714 = stablehlo.dynamic_update_slice %1632, %1707, %1710, %1713 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1715 = stablehlo.slice %275 [112:120, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1716 = stablehlo.multiply %1697, %1715 : tensor<8x8xf32>
    %1717 = stablehlo.reduce(%1716 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1718 = stablehlo.broadcast_in_dim %1717, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1719 = stablehlo.broadcast_in_dim %1718, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1720 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1721 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1722 = stablehlo.select %1720, %1721, %c_32 : tensor<i1>, tensor<i32>
    %1723 = stablehlo.compare LT, %c_8, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1724 = stablehlo.add %c_8, %c_27 : tensor<i32>
    %1725 = stablehlo.select %1723, %1724, %c_8 : tensor<i1>, tensor<i32>
    %1726 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1727 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1728 = stablehlo.select %1726, %1727, %c_25 : tensor<i1>, tensor<i32>
    %1729 = stablehlo.dynamic_update_slice %1647, %1719, %1722, %1725, %1728 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1730 = stablehlo.slice %349 [14:15, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1731 = stablehlo.broadcast_in_dim %1655, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1732 = stablehlo.multiply %1731, %1662 : tensor<8x8xf32>
    %1733 = stablehlo.dot_general %1697, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1734 = stablehlo.add %1732, %1733 : tensor<8x8xf32>
    %1735 = stablehlo.broadcast_in_dim %1730, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1736 = stablehlo.multiply %1735, %1734 : tensor<8x8xf32>
    %1737 = stablehlo.slice %338 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1738 = stablehlo.slice %382 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1739 = stablehlo.slice %1399 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1740 = stablehlo.slice %1406 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1741 = stablehlo.slice %303 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1742 = stablehlo.broadcast_in_dim %1738, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1743 = stablehlo.multiply %1741, %1742 : tensor<8x8xf32>
    %1744 = stablehlo.add %1654, %1743 : tensor<8x8xf32>
    %1745 = stablehlo.broadcast_in_dim %1737, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1746 = stablehlo.multiply %1745, %1739 : tensor<8x8xf32>
    %1747 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1748 = stablehlo.subtract %1747, %1737 : tensor<1x8xf32>
    %1749 = stablehlo.broadcast_in_dim %1748, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1750 = stablehlo.multiply %1749, %1740 : tensor<8x8xf32>
    %1751 = stablehlo.add %1746, %1750 : tensor<8x8xf32>
    %1752 = stablehlo.broadcast_in_dim %1738, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1753 = stablehlo.multiply %1751, %1752 : tensor<8x8xf32>
    %1754 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1755 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1756 = stablehlo.select %1754, %1755, %c_12 : tensor<i1>, tensor<i32>
    %1757 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1758 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1759 = stablehlo.select %1757, %1758, %c_32 : tensor<i1>, tensor<i32>
    %1760 = stablehlo.dynamic_update_slice %1678, %1753, %1756, %1759 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1761 = stablehlo.subtract %1739, %1740 : tensor<8x8xf32>
    %1762 = stablehlo.multiply %1744, %1761 : tensor<8x8xf32>
    %1763 = stablehlo.reduce(%1762 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1764 = stablehlo.broadcast_in_dim %1763, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1765 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1766 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1767 = stablehlo.select %1765, %1766, %c_7 : tensor<i1>, tensor<i32>
    %1768 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1769 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1770 = stablehlo.select %1768, %1769, %c_32 : tensor<i1>, tensor<i32>
    %1771 = stablehlo.dynamic_update_slice %1689, %1764, %1767, %1770 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1772 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1773 = stablehlo.subtract %1772, %1737 : tensor<1x8xf32>
    %1774 = stablehlo.broadcast_in_dim %1773, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1775 = stablehlo.multiply %1774, %1744 : tensor<8x8xf32>
    %1776 = stablehlo.multiply %1740, %1740 : tensor<8x8xf32>
    %1777 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1778 = stablehlo.subtract %1777, %1776 : tensor<8x8xf32>
    %1779 = stablehlo.multiply %1775, %1778 : tensor<8x8xf32>
    %1780 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1781 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1782 = stablehlo.select %1780, %1781, %c_12 : tensor<i1>, tensor<i32>
    %1783 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1784 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1785 = stablehlo.select %1783, %1784, %c_32 : tensor<i1>, tensor<i32>
    %1786 = stablehlo.dynamic_update_slice %1704, %1779, %1782, %1785 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1787 = stablehlo.slice %314 [13:14, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1788 = stablehlo.broadcast_in_dim %1787, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1789 = stablehlo.multiply %1779, %1788 : tensor<8x8xf32>
    %1790 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1791 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1792 = stablehlo.select %1790, %1791, %c_12 : tensor<i1>, tensor<i32>
    %1793 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1794 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1795 = stablehlo.select %1793, %1794, %c_32 : tensor<i1>, tensor<i32>
    %1796 = stablehlo.dynamic_update_slice %1714, %1789, %1792, %1795 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1797 = stablehlo.slice %275 [104:112, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1798 = stablehlo.multiply %1779, %1797 : tensor<8x8xf32>
    %1799 = stablehlo.reduce(%1798 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1800 = stablehlo.broadcast_in_dim %1799, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1801 = stablehlo.broadcast_in_dim %1800, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1802 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1803 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1804 = stablehlo.select %1802, %1803, %c_32 : tensor<i1>, tensor<i32>
    %1805 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1806 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1807 = stablehlo.select %1805, %1806, %c_7 : tensor<i1>, tensor<i32>
    %1808 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1809 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1810 = stablehlo.select %1808, %1809, %c_32 : tensor<i1>, tensor<i32>
    %1811 = stablehlo.dynamic_update_slice %1729, %1801, %1804, %1807, %1810 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1812 = stablehlo.slice %349 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1813 = stablehlo.broadcast_in_dim %1737, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1814 = stablehlo.multiply %1813, %1744 : tensor<8x8xf32>
    %1815 = stablehlo.dot_general %1779, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1816 = stablehlo.add %1814, %1815 : tensor<8x8xf32>
    %1817 = stablehlo.broadcast_in_dim %1812, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1818 = stablehlo.multiply %1817, %1816 : tensor<8x8xf32>
    %1819 = stablehlo.slice %338 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1820 = stablehlo.slice %382 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1821 = stablehlo.slice %1399 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1822 = stablehlo.slice %1406 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1823 = stablehlo.slice %303 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1824 = stablehlo.broadcast_in_dim %1820, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1825 = stablehlo.multiply %1823, %1824 : tensor<8x8xf32>
    %1826 = stablehlo.add %1736, %1825 : tensor<8x8xf32>
    %1827 = stablehlo.broadcast_in_dim %1819, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1828 = stablehlo.multiply %1827, %1821 : tensor<8x8xf32>
    %1829 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1830 = stablehlo.subtract %1829, %1819 : tensor<1x8xf32>
    %1831 = stablehlo.broadcast_in_dim %1830, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1832 = stablehlo.multiply %1831, %1822 : tensor<8x8xf32>
    %1833 = stablehlo.add %1828, %1832 : tensor<8x8xf32>
    %1834 = stablehlo.broadcast_in_dim %1820, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1835 = stablehlo.multiply %1833, %1834 : tensor<8x8xf32>
    %1836 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1837 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1838 = stablehlo.select %1836, %1837, %c_12 : tensor<i1>, tensor<i32>
    %1839 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1840 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1841 = stablehlo.select %1839, %1840, %c_25 : tensor<i1>, tensor<i32>
    %1842 = stablehlo.dynamic_update_slice %1760, %1835, %1838, %1841 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1843 = stablehlo.subtract %1821, %1822 : tensor<8x8xf32>
    %1844 = stablehlo.multiply %1826, %1843 : tensor<8x8xf32>
    %1845 = stablehlo.reduce(%1844 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1846 = stablehlo.broadcast_in_dim %1845, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1847 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1848 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1849 = stablehlo.select %1847, %1848, %c_7 : tensor<i1>, tensor<i32>
    %1850 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1851 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1852 = stablehlo.select %1850, %1851, %c_25 : tensor<i1>, tensor<i32>
    %1853 = stablehlo.dynamic_update_slice %1771, %1846, %1849, %1852 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1854 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1855 = stablehlo.subtract %1854, %1819 : tensor<1x8xf32>
    %1856 = stablehlo.broadcast_in_dim %1855, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1857 = stablehlo.multiply %1856, %1826 : tensor<8x8xf32>
    %1858 = stablehlo.multiply %1822, %1822 : tensor<8x8xf32>
    %1859 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1860 = stablehlo.subtract %1859, %1858 : tensor<8x8xf32>
    %1861 = stablehlo.multiply %1857, %1860 : tensor<8x8xf32>
    %1862 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1863 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1864 = stablehlo.select %1862, %1863, %c_12 : tensor<i1>, tensor<i32>
    %1865 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1866 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1867 = stablehlo.select %1865, %1866, %c_25 : tensor<i1>, tensor<i32>
    %1868 = stablehlo.dynamic_update_slice %1786, %1861, %1864, %1867 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1869 = stablehlo.slice %314 [13:14, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1870 = stablehlo.broadcast_in_dim %1869, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1871 = stablehlo.multiply %1861, %1870 : tensor<8x8xf32>
    %1872 = stablehlo.compare LT, %c_12, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1873 = stablehlo.add %c_12, %c_22 : tensor<i32>
    %1874 = stablehlo.select %1872, %1873, %c_12 : tensor<i1>, tensor<i32>
    %1875 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1876 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1877 = stablehlo.select %1875, %1876, %c_25 : tensor<i1>, tensor<i32>
    %1878 = stablehlo.dynamic_update_slice %1796, %1871, %1874, %1877 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1879 = stablehlo.slice %275 [104:112, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1880 = stablehlo.multiply %1861, %1879 : tensor<8x8xf32>
    %1881 = stablehlo.reduce(%1880 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1882 = stablehlo.broadcast_in_dim %1881, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1883 = stablehlo.broadcast_in_dim %1882, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1884 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1885 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1886 = stablehlo.select %1884, %1885, %c_32 : tensor<i1>, tensor<i32>
    %1887 = stablehlo.compare LT, %c_7, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1888 = stablehlo.add %c_7, %c_27 : tensor<i32>
    %1889 = stablehlo.select %1887, %1888, %c_7 : tensor<i1>, tensor<i32>
    %1890 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1891 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %1892 = stablehlo.select %1890, %1891, %c_25 : tensor<i1>, tensor<i32>
    %1893 = stablehlo.dynamic_update_slice %1811, %1883, %1886, %1889, %1892 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1894 = stablehlo.slice %349 [13:14, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1895 = stablehlo.broadcast_in_dim %1819, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1896 = stablehlo.multiply %1895, %1826 : tensor<8x8xf32>
    %1897 = stablehlo.dot_general %1861, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1898 = stablehlo.add %1896, %1897 : tensor<8x8xf32>
    %1899 = stablehlo.broadcast_in_dim %1894, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1900 = stablehlo.multiply %1899, %1898 : tensor<8x8xf32>
    %1901 = stablehlo.slice %338 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1902 = stablehlo.slice %382 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1903 = stablehlo.slice %1399 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1904 = stablehlo.slice %1406 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1905 = stablehlo.slice %303 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1906 = stablehlo.broadcast_in_dim %1902, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1907 = stablehlo.multiply %1905, %1906 : tensor<8x8xf32>
    %1908 = stablehlo.add %1818, %1907 : tensor<8x8xf32>
    %1909 = stablehlo.broadcast_in_dim %1901, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1910 = stablehlo.multiply %1909, %1903 : tensor<8x8xf32>
    %1911 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1912 = stablehlo.subtract %1911, %1901 : tensor<1x8xf32>
    %1913 = stablehlo.broadcast_in_dim %1912, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1914 = stablehlo.multiply %1913, %1904 : tensor<8x8xf32>
    %1915 = stablehlo.add %1910, %1914 : tensor<8x8xf32>
    %1916 = stablehlo.broadcast_in_dim %1902, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1917 = stablehlo.multiply %1915, %1916 : tensor<8x8xf32>
    %1918 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1919 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1920 = stablehlo.select %1918, %1919, %c_13 : tensor<i1>, tensor<i32>
    %1921 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1922 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1923 = stablehlo.select %1921, %1922, %c_32 : tensor<i1>, tensor<i32>
    %1924 = stablehlo.dynamic_update_slice %1842, %1917, %1920, %1923 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1925 = stablehlo.subtract %1903, %1904 : tensor<8x8xf32>
    %1926 = stablehlo.multiply %1908, %1925 : tensor<8x8xf32>
    %1927 = stablehlo.reduce(%1926 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1928 = stablehlo.broadcast_in_dim %1927, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1929 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1930 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1931 = stablehlo.select %1929, %1930, %c_6 : tensor<i1>, tensor<i32>
    %1932 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1933 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1934 = stablehlo.select %1932, %1933, %c_32 : tensor<i1>, tensor<i32>
    %1935 = stablehlo.dynamic_update_slice %1853, %1928, %1931, %1934 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %1936 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1937 = stablehlo.subtract %1936, %1901 : tensor<1x8xf32>
    %1938 = stablehlo.broadcast_in_dim %1937, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1939 = stablehlo.multiply %1938, %1908 : tensor<8x8xf32>
    %1940 = stablehlo.multiply %1904, %1904 : tensor<8x8xf32>
    %1941 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %1942 = stablehlo.subtract %1941, %1940 : tensor<8x8xf32>
    %1943 = stablehlo.multiply %1939, %1942 : tensor<8x8xf32>
    %1944 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1945 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1946 = stablehlo.select %1944, %1945, %c_13 : tensor<i1>, tensor<i32>
    %1947 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1948 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1949 = stablehlo.select %1947, %1948, %c_32 : tensor<i1>, tensor<i32>
    %1950 = stablehlo.dynamic_update_slice %1868, %1943, %1946, %1949 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1951 = stablehlo.slice %314 [12:13, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1952 = stablehlo.broadcast_in_dim %1951, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1953 = stablehlo.multiply %1943, %1952 : tensor<8x8xf32>
    %1954 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1955 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %1956 = stablehlo.select %1954, %1955, %c_13 : tensor<i1>, tensor<i32>
    %1957 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1958 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1959 = stablehlo.select %1957, %1958, %c_32 : tensor<i1>, tensor<i32>
    %1960 = stablehlo.dynamic_update_slice %1878, %1953, %1956, %1959 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %1961 = stablehlo.slice %275 [96:104, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1962 = stablehlo.multiply %1943, %1961 : tensor<8x8xf32>
    %1963 = stablehlo.reduce(%1962 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1964 = stablehlo.broadcast_in_dim %1963, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %1965 = stablehlo.broadcast_in_dim %1964, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %1966 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1967 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %1968 = stablehlo.select %1966, %1967, %c_32 : tensor<i1>, tensor<i32>
    %1969 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1970 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %1971 = stablehlo.select %1969, %1970, %c_6 : tensor<i1>, tensor<i32>
    %1972 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1973 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %1974 = stablehlo.select %1972, %1973, %c_32 : tensor<i1>, tensor<i32>
    %1975 = stablehlo.dynamic_update_slice %1893, %1965, %1968, %1971, %1974 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1976 = stablehlo.slice %349 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %1977 = stablehlo.broadcast_in_dim %1901, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1978 = stablehlo.multiply %1977, %1908 : tensor<8x8xf32>
    %1979 = stablehlo.dot_general %1943, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %1980 = stablehlo.add %1978, %1979 : tensor<8x8xf32>
    %1981 = stablehlo.broadcast_in_dim %1976, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %1982 = stablehlo.multiply %1981, %1980 : tensor<8x8xf32>
    %1983 = stablehlo.slice %338 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1984 = stablehlo.slice %382 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %1985 = stablehlo.slice %1399 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1986 = stablehlo.slice %1406 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1987 = stablehlo.slice %303 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %1988 = stablehlo.broadcast_in_dim %1984, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1989 = stablehlo.multiply %1987, %1988 : tensor<8x8xf32>
    %1990 = stablehlo.add %1900, %1989 : tensor<8x8xf32>
    %1991 = stablehlo.broadcast_in_dim %1983, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1992 = stablehlo.multiply %1991, %1985 : tensor<8x8xf32>
    %1993 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1994 = stablehlo.subtract %1993, %1983 : tensor<1x8xf32>
    %1995 = stablehlo.broadcast_in_dim %1994, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1996 = stablehlo.multiply %1995, %1986 : tensor<8x8xf32>
    %1997 = stablehlo.add %1992, %1996 : tensor<8x8xf32>
    %1998 = stablehlo.broadcast_in_dim %1984, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %1999 = stablehlo.multiply %1997, %1998 : tensor<8x8xf32>
    %2000 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2001 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %2002 = stablehlo.select %2000, %2001, %c_13 : tensor<i1>, tensor<i32>
    %2003 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2004 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2005 = stablehlo.select %2003, %2004, %c_25 : tensor<i1>, tensor<i32>
    %2006 = stablehlo.dynamic_update_slice %1924, %1999, %2002, %2005 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2007 = stablehlo.subtract %1985, %1986 : tensor<8x8xf32>
    %2008 = stablehlo.multiply %1990, %2007 : tensor<8x8xf32>
    %2009 = stablehlo.reduce(%2008 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2010 = stablehlo.broadcast_in_dim %2009, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2011 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2012 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %2013 = stablehlo.select %2011, %2012, %c_6 : tensor<i1>, tensor<i32>
    %2014 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2015 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2016 = stablehlo.select %2014, %2015, %c_25 : tensor<i1>, tensor<i32>
    %2017 = stablehlo.dynamic_update_slice %1935, %2010, %2013, %2016 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2018 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2019 = stablehlo.subtract %2018, %1983 : tensor<1x8xf32>
    %2020 = stablehlo.broadcast_in_dim %2019, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2021 = stablehlo.multiply %2020, %1990 : tensor<8x8xf32>
    %2022 = stablehlo.multiply %1986, %1986 : tensor<8x8xf32>
    %2023 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2024 = stablehlo.subtract %2023, %2022 : tensor<8x8xf32>
    %2025 = stablehlo.multiply %2021, %2024 : tensor<8x8xf32>
    %2026 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2027 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %2028 = stablehlo.select %2026, %2027, %c_13 : tensor<i1>, tensor<i32>
    %2029 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2030 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2031 = stablehlo.select %2029, %2030, %c_25 : tensor<i1>, tensor<i32>
    %2032 = stablehlo.dynamic_update_slice %1950, %2025, %2028, %2031 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2033 = stablehlo.slice %314 [12:13, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2034 = stablehlo.broadcast_in_dim %2033, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2035 = stablehlo.multiply %2025, %2034 : tensor<8x8xf32>
    %2036 = stablehlo.compare LT, %c_13, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2037 = stablehlo.add %c_13, %c_22 : tensor<i32>
    %2038 = stablehlo.select %2036, %2037, %c_13 : tensor<i1>, tensor<i32>
    %2039 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2040 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2041 = stablehlo.select %2039, %2040, %c_25 : tensor<i1>, tensor<i32>
    %2042 = stablehlo.dynamic_update_slice %1960, %2035, %2038, %2041 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2043 = stablehlo.slice %275 [96:104, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2044 = stablehlo.multiply %2025, %2043 : tensor<8x8xf32>
    %2045 = stablehlo.reduce(%2044 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2046 = stablehlo.broadcast_in_dim %2045, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2047 = stablehlo.broadcast_in_dim %2046, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2048 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2049 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2050 = stablehlo.select %2048, %2049, %c_32 : tensor<i1>, tensor<i32>
    %2051 = stablehlo.compare LT, %c_6, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2052 = stablehlo.add %c_6, %c_27 : tensor<i32>
    %2053 = stablehlo.select %2051, %2052, %c_6 : tensor<i1>, tensor<i32>
    %2054 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2055 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2056 = stablehlo.select %2054, %2055, %c_25 : tensor<i1>, tensor<i32>
    %2057 = stablehlo.dynamic_update_slice %1975, %2047, %2050, %2053, %2056 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2058 = stablehlo.slice %349 [12:13, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2059 = stablehlo.broadcast_in_dim %1983, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2060 = stablehlo.multiply %2059, %1990 : tensor<8x8xf32>
    %2061 = stablehlo.dot_general %2025, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2062 = stablehlo.add %2060, %2061 : tensor<8x8xf32>
    %2063 = stablehlo.broadcast_in_dim %2058, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2064 = stablehlo.multiply %2063, %2062 : tensor<8x8xf32>
    %2065 = stablehlo.slice %338 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2066 = stablehlo.slice %382 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2067 = stablehlo.slice %1399 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2068 = stablehlo.slice %1406 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2069 = stablehlo.slice %303 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2070 = stablehlo.broadcast_in_dim %2066, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2071 = stablehlo.multiply %2069, %2070 : tensor<8x8xf32>
    %2072 = stablehlo.add %1982, %2071 : tensor<8x8xf32>
    %2073 = stablehlo.broadcast_in_dim %2065, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2074 = stablehlo.multiply %2073, %2067 : tensor<8x8xf32>
    %2075 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2076 = stablehlo.subtract %2075, %2065 : tensor<1x8xf32>
    %2077 = stablehlo.broadcast_in_dim %2076, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2078 = stablehlo.multiply %2077, %2068 : tensor<8x8xf32>
    %2079 = stablehlo.add %2074, %2078 : tensor<8x8xf32>
    %2080 = stablehlo.broadcast_in_dim %2066, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2081 = stablehlo.multiply %2079, %2080 : tensor<8x8xf32>
    %2082 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2083 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2084 = stablehlo.select %2082, %2083, %c_14 : tensor<i1>, tensor<i32>
    %2085 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2086 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2087 = stablehlo.select %2085, %2086, %c_32 : tensor<i1>, tensor<i32>
    %2088 = stablehlo.dynamic_update_slice %2006, %2081, %2084, %2087 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2089 = stablehlo.subtract %2067, %2068 : tensor<8x8xf32>
    %2090 = stablehlo.multiply %2072, %2089 : tensor<8x8xf32>
    %2091 = stablehlo.reduce(%2090 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2092 = stablehlo.broadcast_in_dim %2091, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2093 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2094 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2095 = stablehlo.select %2093, %2094, %c_5 : tensor<i1>, tensor<i32>
    %2096 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2097 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2098 = stablehlo.select %2096, %2097, %c_32 : tensor<i1>, tensor<i32>
    %2099 = stablehlo.dynamic_update_slice %2017, %2092, %2095, %2098 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2100 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2101 = stablehlo.subtract %2100, %2065 : tensor<1x8xf32>
    %2102 = stablehlo.broadcast_in_dim %2101, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2103 = stablehlo.multiply %2102, %2072 : tensor<8x8xf32>
    %2104 = stablehlo.multiply %2068, %2068 : tensor<8x8xf32>
    %2105 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2106 = stablehlo.subtract %2105, %2104 : tensor<8x8xf32>
    %2107 = stablehlo.multiply %2103, %2106 : tensor<8x8xf32>
    %2108 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2109 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2110 = stablehlo.select %2108, %2109, %c_14 : tensor<i1>, tensor<i32>
    %2111 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2112 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2113 = stablehlo.select %2111, %2112, %c_32 : tensor<i1>, tensor<i32>
    %2114 = stablehlo.dynamic_update_slice %2032, %2107, %2110, %2113 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2115 = stablehlo.slice %314 [11:12, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2116 = stablehlo.broadcast_in_dim %2115, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2117 = stablehlo.multiply %2107, %2116 : tensor<8x8xf32>
    %2118 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2119 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2120 = stablehlo.select %2118, %2119, %c_14 : tensor<i1>, tensor<i32>
    %2121 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2122 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2123 = stablehlo.select %2121, %2122, %c_32 : tensor<i1>, tensor<i32>
    %2124 = stablehlo.dynamic_update_slice %2042, %2117, %2120, %2123 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2125 = stablehlo.slice %275 [88:96, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2126 = stablehlo.multiply %2107, %2125 : tensor<8x8xf32>
    %2127 = stablehlo.reduce(%2126 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2128 = stablehlo.broadcast_in_dim %2127, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2129 = stablehlo.broadcast_in_dim %2128, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2130 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2131 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2132 = stablehlo.select %2130, %2131, %c_32 : tensor<i1>, tensor<i32>
    %2133 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2134 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2135 = stablehlo.select %2133, %2134, %c_5 : tensor<i1>, tensor<i32>
    %2136 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2137 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2138 = stablehlo.select %2136, %2137, %c_32 : tensor<i1>, tensor<i32>
    %2139 = stablehlo.dynamic_update_slice %2057, %2129, %2132, %2135, %2138 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2140 = stablehlo.slice %349 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2141 = stablehlo.broadcast_in_dim %2065, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2142 = stablehlo.multiply %2141, %2072 : tensor<8x8xf32>
    %2143 = stablehlo.dot_general %2107, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2144 = stablehlo.add %2142, %2143 : tensor<8x8xf32>
    %2145 = stablehlo.broadcast_in_dim %2140, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2146 = stablehlo.multiply %2145, %2144 : tensor<8x8xf32>
    %2147 = stablehlo.slice %338 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2148 = stablehlo.slice %382 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2149 = stablehlo.slice %1399 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2150 = stablehlo.slice %1406 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2151 = stablehlo.slice %303 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2152 = stablehlo.broadcast_in_dim %2148, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2153 = stablehlo.multiply %2151, %2152 : tensor<8x8xf32>
    %2154 = stablehlo.add %2064, %2153 : tensor<8x8xf32>
    %2155 = stablehlo.broadcast_in_dim %2147, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2156 = stablehlo.multiply %2155, %2149 : tensor<8x8xf32>
    %2157 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2158 = stablehlo.subtract %2157, %2147 : tensor<1x8xf32>
    %2159 = stablehlo.broadcast_in_dim %2158, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2160 = stablehlo.multiply %2159, %2150 : tensor<8x8xf32>
    %2161 = stablehlo.add %2156, %2160 : tensor<8x8xf32>
    %2162 = stablehlo.broadcast_in_dim %2148, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2163 = stablehlo.multiply %2161, %2162 : tensor<8x8xf32>
    %2164 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2165 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2166 = stablehlo.select %2164, %2165, %c_14 : tensor<i1>, tensor<i32>
    %2167 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2168 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2169 = stablehlo.select %2167, %2168, %c_25 : tensor<i1>, tensor<i32>
    %2170 = stablehlo.dynamic_update_slice %2088, %2163, %2166, %2169 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2171 = stablehlo.subtract %2149, %2150 : tensor<8x8xf32>
    %2172 = stablehlo.multiply %2154, %2171 : tensor<8x8xf32>
    %2173 = stablehlo.reduce(%2172 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2174 = stablehlo.broadcast_in_dim %2173, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2175 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2176 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2177 = stablehlo.select %2175, %2176, %c_5 : tensor<i1>, tensor<i32>
    %2178 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2179 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2180 = stablehlo.select %2178, %2179, %c_25 : tensor<i1>, tensor<i32>
    %2181 = stablehlo.dynamic_update_slice %2099, %2174, %2177, %2180 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2182 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2183 = stablehlo.subtract %2182, %2147 : tensor<1x8xf32>
    %2184 = stablehlo.broadcast_in_dim %2183, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2185 = stablehlo.multiply %2184, %2154 : tensor<8x8xf32>
    %2186 = stablehlo.multiply %2150, %2150 : tensor<8x8xf32>
    %2187 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2188 = stablehlo.subtract %2187, %2186 : tensor<8x8xf32>
    %2189 = stablehlo.multiply %2185, %2188 : tensor<8x8xf32>
    %2190 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2191 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2192 = stablehlo.select %2190, %2191, %c_14 : tensor<i1>, tensor<i32>
    %2193 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2194 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2195 = stablehlo.select %2193, %2194, %c_25 : tensor<i1>, tensor<i32>
    %2196 = stablehlo.dynamic_update_slice %2114, %2189, %2192, %2195 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2197 = stablehlo.slice %314 [11:12, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2198 = stablehlo.broadcast_in_dim %2197, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2199 = stablehlo.multiply %2189, %2198 : tensor<8x8xf32>
    %2200 = stablehlo.compare LT, %c_14, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2201 = stablehlo.add %c_14, %c_22 : tensor<i32>
    %2202 = stablehlo.select %2200, %2201, %c_14 : tensor<i1>, tensor<i32>
    %2203 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2204 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2205 = stablehlo.select %2203, %2204, %c_25 : tensor<i1>, tensor<i32>
    %2206 = stablehlo.dynamic_update_slice %2124, %2199, %2202, %2205 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2207 = stablehlo.slice %275 [88:96, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2208 = stablehlo.multiply %2189, %2207 : tensor<8x8xf32>
    %2209 = stablehlo.reduce(%2208 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2210 = stablehlo.broadcast_in_dim %2209, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2211 = stablehlo.broadcast_in_dim %2210, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2212 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2213 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2214 = stablehlo.select %2212, %2213, %c_32 : tensor<i1>, tensor<i32>
    %2215 = stablehlo.compare LT, %c_5, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2216 = stablehlo.add %c_5, %c_27 : tensor<i32>
    %2217 = stablehlo.select %2215, %2216, %c_5 : tensor<i1>, tensor<i32>
    %2218 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2219 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2220 = stablehlo.select %2218, %2219, %c_25 : tensor<i1>, tensor<i32>
    %2221 = stablehlo.dynamic_update_slice %2139, %2211, %2214, %2217, %2220 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2222 = stablehlo.slice %349 [11:12, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2223 = stablehlo.broadcast_in_dim %2147, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2224 = stablehlo.multiply %2223, %2154 : tensor<8x8xf32>
    %2225 = stablehlo.dot_general %2189, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2226 = stablehlo.add %2224, %2225 : tensor<8x8xf32>
    %2227 = stablehlo.broadcast_in_dim %2222, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2228 = stablehlo.multiply %2227, %2226 : tensor<8x8xf32>
    %2229 = stablehlo.slice %338 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2230 = stablehlo.slice %382 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2231 = stablehlo.slice %1399 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2232 = stablehlo.slice %1406 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2233 = stablehlo.slice %303 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2234 = stablehlo.broadcast_in_dim %2230, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2235 = stablehlo.multiply %2233, %2234 : tensor<8x8xf32>
    %2236 = stablehlo.add %2146, %2235 : tensor<8x8xf32>
    %2237 = stablehlo.broadcast_in_dim %2229, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2238 = stablehlo.multiply %2237, %2231 : tensor<8x8xf32>
    %2239 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2240 = stablehlo.subtract %2239, %2229 : tensor<1x8xf32>
    %2241 = stablehlo.broadcast_in_dim %2240, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2242 = stablehlo.multiply %2241, %2232 : tensor<8x8xf32>
    %2243 = stablehlo.add %2238, %2242 : tensor<8x8xf32>
    %2244 = stablehlo.broadcast_in_dim %2230, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2245 = stablehlo.multiply %2243, %2244 : tensor<8x8xf32>
    %2246 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2247 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2248 = stablehlo.select %2246, %2247, %c_15 : tensor<i1>, tensor<i32>
    %2249 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2250 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2251 = stablehlo.select %2249, %2250, %c_32 : tensor<i1>, tensor<i32>
    %2252 = stablehlo.dynamic_update_slice %2170, %2245, %2248, %2251 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2253 = stablehlo.subtract %2231, %2232 : tensor<8x8xf32>
    %2254 = stablehlo.multiply %2236, %2253 : tensor<8x8xf32>
    %2255 = stablehlo.reduce(%2254 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2256 = stablehlo.broadcast_in_dim %2255, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2257 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2258 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2259 = stablehlo.select %2257, %2258, %c_4 : tensor<i1>, tensor<i32>
    %2260 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2261 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2262 = stablehlo.select %2260, %2261, %c_32 : tensor<i1>, tensor<i32>
    %2263 = stablehlo.dynamic_update_slice %2181, %2256, %2259, %2262 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2264 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2265 = stablehlo.subtract %2264, %2229 : tensor<1x8xf32>
    %2266 = stablehlo.broadcast_in_dim %2265, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2267 = stablehlo.multiply %2266, %2236 : tensor<8x8xf32>
    %2268 = stablehlo.multiply %2232, %2232 : tensor<8x8xf32>
    %2269 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2270 = stablehlo.subtract %2269, %2268 : tensor<8x8xf32>
    %2271 = stablehlo.multiply %2267, %2270 : tensor<8x8xf32>
    %2272 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2273 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2274 = stablehlo.select %2272, %2273, %c_15 : tensor<i1>, tensor<i32>
    %2275 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2276 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2277 = stablehlo.select %2275, %2276, %c_32 : tensor<i1>, tensor<i32>
    %2278 = stablehlo.dynamic_update_slice %2196, %2271, %2274, %2277 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2279 = stablehlo.slice %314 [10:11, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2280 = stablehlo.broadcast_in_dim %2279, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2281 = stablehlo.multiply %2271, %2280 : tensor<8x8xf32>
    %2282 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2283 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2284 = stablehlo.select %2282, %2283, %c_15 : tensor<i1>, tensor<i32>
    %2285 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2286 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2287 = stablehlo.select %2285, %2286, %c_32 : tensor<i1>, tensor<i32>
    %2288 = stablehlo.dynamic_update_slice %2206, %2281, %2284, %2287 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2289 = stablehlo.slice %275 [80:88, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2290 = stablehlo.multiply %2271, %2289 : tensor<8x8xf32>
    %2291 = stablehlo.reduce(%2290 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2292 = stablehlo.broadcast_in_dim %2291, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2293 = stablehlo.broadcast_in_dim %2292, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2294 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2295 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2296 = stablehlo.select %2294, %2295, %c_32 : tensor<i1>, tensor<i32>
    %2297 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2298 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2299 = stablehlo.select %2297, %2298, %c_4 : tensor<i1>, tensor<i32>
    %2300 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2301 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2302 = stablehlo.select %2300, %2301, %c_32 : tensor<i1>, tensor<i32>
    %2303 = stablehlo.dynamic_update_slice %2221, %2293, %2296, %2299, %2302 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2304 = stablehlo.slice %349 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2305 = stablehlo.broadcast_in_dim %2229, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2306 = stablehlo.multiply %2305, %2236 : tensor<8x8xf32>
    %2307 = stablehlo.dot_general %2271, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2308 = stablehlo.add %2306, %2307 : tensor<8x8xf32>
    %2309 = stablehlo.broadcast_in_dim %2304, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2310 = stablehlo.multiply %2309, %2308 : tensor<8x8xf32>
    %2311 = stablehlo.slice %338 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2312 = stablehlo.slice %382 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2313 = stablehlo.slice %1399 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2314 = stablehlo.slice %1406 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2315 = stablehlo.slice %303 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2316 = stablehlo.broadcast_in_dim %2312, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2317 = stablehlo.multiply %2315, %2316 : tensor<8x8xf32>
    %2318 = stablehlo.add %2228, %2317 : tensor<8x8xf32>
    %2319 = stablehlo.broadcast_in_dim %2311, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2320 = stablehlo.multiply %2319, %2313 : tensor<8x8xf32>
    %2321 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2322 = stablehlo.subtract %2321, %2311 : tensor<1x8xf32>
    %2323 = stablehlo.broadcast_in_dim %2322, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2324 = stablehlo.multiply %2323, %2314 : tensor<8x8xf32>
    %2325 = stablehlo.add %2320, %2324 : tensor<8x8xf32>
    %2326 = stablehlo.broadcast_in_dim %2312, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2327 = stablehlo.multiply %2325, %2326 : tensor<8x8xf32>
    %2328 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2329 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2330 = stablehlo.select %2328, %2329, %c_15 : tensor<i1>, tensor<i32>
    %2331 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2332 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2333 = stablehlo.select %2331, %2332, %c_25 : tensor<i1>, tensor<i32>
    %2334 = stablehlo.dynamic_update_slice %2252, %2327, %2330, %2333 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2335 = stablehlo.subtract %2313, %2314 : tensor<8x8xf32>
    %2336 = stablehlo.multiply %2318, %2335 : tensor<8x8xf32>
    %2337 = stablehlo.reduce(%2336 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2338 = stablehlo.broadcast_in_dim %2337, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2339 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2340 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2341 = stablehlo.select %2339, %2340, %c_4 : tensor<i1>, tensor<i32>
    %2342 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2343 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2344 = stablehlo.select %2342, %2343, %c_25 : tensor<i1>, tensor<i32>
    %2345 = stablehlo.dynamic_update_slice %2263, %2338, %2341, %2344 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2346 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2347 = stablehlo.subtract %2346, %2311 : tensor<1x8xf32>
    %2348 = stablehlo.broadcast_in_dim %2347, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2349 = stablehlo.multiply %2348, %2318 : tensor<8x8xf32>
    %2350 = stablehlo.multiply %2314, %2314 : tensor<8x8xf32>
    %2351 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2352 = stablehlo.subtract %2351, %2350 : tensor<8x8xf32>
    %2353 = stablehlo.multiply %2349, %2352 : tensor<8x8xf32>
    %2354 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2355 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2356 = stablehlo.select %2354, %2355, %c_15 : tensor<i1>, tensor<i32>
    %2357 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2358 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2359 = stablehlo.select %2357, %2358, %c_25 : tensor<i1>, tensor<i32>
    %2360 = stablehlo.dynamic_update_slice %2278, %2353, %2356, %2359 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2361 = stablehlo.slice %314 [10:11, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2362 = stablehlo.broadcast_in_dim %2361, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2363 = stablehlo.multiply %2353, %2362 : tensor<8x8xf32>
    %2364 = stablehlo.compare LT, %c_15, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2365 = stablehlo.add %c_15, %c_22 : tensor<i32>
    %2366 = stablehlo.select %2364, %2365, %c_15 : tensor<i1>, tensor<i32>
    %2367 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2368 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2369 = stablehlo.select %2367, %2368, %c_25 : tensor<i1>, tensor<i32>
    %2370 = stablehlo.dynamic_update_slice %2288, %2363, %2366, %2369 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2371 = stablehlo.slice %275 [80:88, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2372 = stablehlo.multiply %2353, %2371 : tensor<8x8xf32>
    %2373 = stablehlo.reduce(%2372 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2374 = stablehlo.broadcast_in_dim %2373, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2375 = stablehlo.broadcast_in_dim %2374, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2376 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2377 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2378 = stablehlo.select %2376, %2377, %c_32 : tensor<i1>, tensor<i32>
    %2379 = stablehlo.compare LT, %c_4, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2380 = stablehlo.add %c_4, %c_27 : tensor<i32>
    %2381 = stablehlo.select %2379, %2380, %c_4 : tensor<i1>, tensor<i32>
    %2382 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2383 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2384 = stablehlo.select %2382, %2383, %c_25 : tensor<i1>, tensor<i32>
    %2385 = stablehlo.dynamic_update_slice %2303, %2375, %2378, %2381, %2384 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2386 = stablehlo.slice %349 [10:11, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2387 = stablehlo.broadcast_in_dim %2311, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2388 = stablehlo.multiply %2387, %2318 : tensor<8x8xf32>
    %2389 = stablehlo.dot_general %2353, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2390 = stablehlo.add %2388, %2389 : tensor<8x8xf32>
    %2391 = stablehlo.broadcast_in_dim %2386, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2392 = stablehlo.multiply %2391, %2390 : tensor<8x8xf32>
    %2393 = stablehlo.slice %338 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2394 = stablehlo.slice %382 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2395 = stablehlo.slice %1399 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2396 = stablehlo.slice %1406 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2397 = stablehlo.slice %303 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2398 = stablehlo.broadcast_in_dim %2394, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2399 = stablehlo.multiply %2397, %2398 : tensor<8x8xf32>
    %2400 = stablehlo.add %2310, %2399 : tensor<8x8xf32>
    %2401 = stablehlo.broadcast_in_dim %2393, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2402 = stablehlo.multiply %2401, %2395 : tensor<8x8xf32>
    %2403 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2404 = stablehlo.subtract %2403, %2393 : tensor<1x8xf32>
    %2405 = stablehlo.broadcast_in_dim %2404, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2406 = stablehlo.multiply %2405, %2396 : tensor<8x8xf32>
    %2407 = stablehlo.add %2402, %2406 : tensor<8x8xf32>
    %2408 = stablehlo.broadcast_in_dim %2394, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2409 = stablehlo.multiply %2407, %2408 : tensor<8x8xf32>
    %2410 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2411 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2412 = stablehlo.select %2410, %2411, %c_16 : tensor<i1>, tensor<i32>
    %2413 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2414 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2415 = stablehlo.select %2413, %2414, %c_32 : tensor<i1>, tensor<i32>
    %2416 = stablehlo.dynamic_update_slice %2334, %2409, %2412, %2415 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2417 = stablehlo.subtract %2395, %2396 : tensor<8x8xf32>
    %2418 = stablehlo.multiply %2400, %2417 : tensor<8x8xf32>
    %2419 = stablehlo.reduce(%2418 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2420 = stablehlo.broadcast_in_dim %2419, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2421 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2422 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2423 = stablehlo.select %2421, %2422, %c_3 : tensor<i1>, tensor<i32>
    %2424 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2425 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2426 = stablehlo.select %2424, %2425, %c_32 : tensor<i1>, tensor<i32>
    %2427 = stablehlo.dynamic_update_slice %2345, %2420, %2423, %2426 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2428 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2429 = stablehlo.subtract %2428, %2393 : tensor<1x8xf32>
    %2430 = stablehlo.broadcast_in_dim %2429, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2431 = stablehlo.multiply %2430, %2400 : tensor<8x8xf32>
    %2432 = stablehlo.multiply %2396, %2396 : tensor<8x8xf32>
    %2433 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2434 = stablehlo.subtract %2433, %2432 : tensor<8x8xf32>
    %2435 = stablehlo.multiply %2431, %2434 : tensor<8x8xf32>
    %2436 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2437 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2438 = stablehlo.select %2436, %2437, %c_16 : tensor<i1>, tensor<i32>
    %2439 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2440 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2441 = stablehlo.select %2439, %2440, %c_32 : tensor<i1>, tensor<i32>
    %2442 = stablehlo.dynamic_update_slice %2360, %2435, %2438, %2441 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2443 = stablehlo.slice %314 [9:10, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2444 = stablehlo.broadcast_in_dim %2443, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2445 = stablehlo.multiply %2435, %2444 : tensor<8x8xf32>
    %2446 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2447 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2448 = stablehlo.select %2446, %2447, %c_16 : tensor<i1>, tensor<i32>
    %2449 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2450 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2451 = stablehlo.select %2449, %2450, %c_32 : tensor<i1>, tensor<i32>
    %2452 = stablehlo.dynamic_update_slice %2370, %2445, %2448, %2451 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2453 = stablehlo.slice %275 [72:80, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2454 = stablehlo.multiply %2435, %2453 : tensor<8x8xf32>
    %2455 = stablehlo.reduce(%2454 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2456 = stablehlo.broadcast_in_dim %2455, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2457 = stablehlo.broadcast_in_dim %2456, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2458 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2459 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2460 = stablehlo.select %2458, %2459, %c_32 : tensor<i1>, tensor<i32>
    %2461 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2462 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2463 = stablehlo.select %2461, %2462, %c_3 : tensor<i1>, tensor<i32>
    %2464 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2465 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2466 = stablehlo.select %2464, %2465, %c_32 : tensor<i1>, tensor<i32>
    %2467 = stablehlo.dynamic_update_slice %2385, %2457, %2460, %2463, %2466 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2468 = stablehlo.slice %349 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2469 = stablehlo.broadcast_in_dim %2393, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2470 = stablehlo.multiply %2469, %2400 : tensor<8x8xf32>
    %2471 = stablehlo.dot_general %2435, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2472 = stablehlo.add %2470, %2471 : tensor<8x8xf32>
    %2473 = stablehlo.broadcast_in_dim %2468, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2474 = stablehlo.multiply %2473, %2472 : tensor<8x8xf32>
    %2475 = stablehlo.slice %338 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2476 = stablehlo.slice %382 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2477 = stablehlo.slice %1399 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2478 = stablehlo.slice %1406 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2479 = stablehlo.slice %303 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2480 = stablehlo.broadcast_in_dim %2476, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2481 = stablehlo.multiply %2479, %2480 : tensor<8x8xf32>
    %2482 = stablehlo.add %2392, %2481 : tensor<8x8xf32>
    %2483 = stablehlo.broadcast_in_dim %2475, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2484 = stablehlo.multiply %2483, %2477 : tensor<8x8xf32>
    %2485 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2486 = stablehlo.subtract %2485, %2475 : tensor<1x8xf32>
    %2487 = stablehlo.broadcast_in_dim %2486, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2488 = stablehlo.multiply %2487, %2478 : tensor<8x8xf32>
    %2489 = stablehlo.add %2484, %2488 : tensor<8x8xf32>
    %2490 = stablehlo.broadcast_in_dim %2476, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2491 = stablehlo.multiply %2489, %2490 : tensor<8x8xf32>
    %2492 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2493 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2494 = stablehlo.select %2492, %2493, %c_16 : tensor<i1>, tensor<i32>
    %2495 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2496 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2497 = stablehlo.select %2495, %2496, %c_25 : tensor<i1>, tensor<i32>
    %2498 = stablehlo.dynamic_update_slice %2416, %2491, %2494, %2497 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2499 = stablehlo.subtract %2477, %2478 : tensor<8x8xf32>
    %2500 = stablehlo.multiply %2482, %2499 : tensor<8x8xf32>
    %2501 = stablehlo.reduce(%2500 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2502 = stablehlo.broadcast_in_dim %2501, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2503 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2504 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2505 = stablehlo.select %2503, %2504, %c_3 : tensor<i1>, tensor<i32>
    %2506 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2507 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2508 = stablehlo.select %2506, %2507, %c_25 : tensor<i1>, tensor<i32>
    %2509 = stablehlo.dynamic_update_slice %2427, %2502, %2505, %2508 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2510 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2511 = stablehlo.subtract %2510, %2475 : tensor<1x8xf32>
    %2512 = stablehlo.broadcast_in_dim %2511, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2513 = stablehlo.multiply %2512, %2482 : tensor<8x8xf32>
    %2514 = stablehlo.multiply %2478, %2478 : tensor<8x8xf32>
    %2515 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2516 = stablehlo.subtract %2515, %2514 : tensor<8x8xf32>
    %2517 = stablehlo.multiply %2513, %2516 : tensor<8x8xf32>
    %2518 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2519 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2520 = stablehlo.select %2518, %2519, %c_16 : tensor<i1>, tensor<i32>
    %2521 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2522 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2523 = stablehlo.select %2521, %2522, %c_25 : tensor<i1>, tensor<i32>
    %2524 = stablehlo.dynamic_update_slice %2442, %2517, %2520, %2523 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2525 = stablehlo.slice %314 [9:10, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2526 = stablehlo.broadcast_in_dim %2525, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2527 = stablehlo.multiply %2517, %2526 : tensor<8x8xf32>
    %2528 = stablehlo.compare LT, %c_16, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2529 = stablehlo.add %c_16, %c_22 : tensor<i32>
    %2530 = stablehlo.select %2528, %2529, %c_16 : tensor<i1>, tensor<i32>
    %2531 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2532 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2533 = stablehlo.select %2531, %2532, %c_25 : tensor<i1>, tensor<i32>
    %2534 = stablehlo.dynamic_update_slice %2452, %2527, %2530, %2533 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2535 = stablehlo.slice %275 [72:80, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2536 = stablehlo.multiply %2517, %2535 : tensor<8x8xf32>
    %2537 = stablehlo.reduce(%2536 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2538 = stablehlo.broadcast_in_dim %2537, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2539 = stablehlo.broadcast_in_dim %2538, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2540 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2541 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2542 = stablehlo.select %2540, %2541, %c_32 : tensor<i1>, tensor<i32>
    %2543 = stablehlo.compare LT, %c_3, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2544 = stablehlo.add %c_3, %c_27 : tensor<i32>
    %2545 = stablehlo.select %2543, %2544, %c_3 : tensor<i1>, tensor<i32>
    %2546 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2547 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2548 = stablehlo.select %2546, %2547, %c_25 : tensor<i1>, tensor<i32>
    %2549 = stablehlo.dynamic_update_slice %2467, %2539, %2542, %2545, %2548 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2550 = stablehlo.slice %349 [9:10, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2551 = stablehlo.broadcast_in_dim %2475, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2552 = stablehlo.multiply %2551, %2482 : tensor<8x8xf32>
    %2553 = stablehlo.dot_general %2517, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2554 = stablehlo.add %2552, %2553 : tensor<8x8xf32>
    %2555 = stablehlo.broadcast_in_dim %2550, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2556 = stablehlo.multiply %2555, %2554 : tensor<8x8xf32>
    %2557 = stablehlo.slice %338 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2558 = stablehlo.slice %382 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2559 = stablehlo.slice %1399 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2560 = stablehlo.slice %1406 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2561 = stablehlo.slice %303 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2562 = stablehlo.broadcast_in_dim %2558, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2563 = stablehlo.multiply %2561, %2562 : tensor<8x8xf32>
    %2564 = stablehlo.add %2474, %2563 : tensor<8x8xf32>
    %2565 = stablehlo.broadcast_in_dim %2557, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2566 = stablehlo.multiply %2565, %2559 : tensor<8x8xf32>
    %2567 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2568 = stablehlo.subtract %2567, %2557 : tensor<1x8xf32>
    %2569 = stablehlo.broadcast_in_dim %2568, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2570 = stablehlo.multiply %2569, %2560 : tensor<8x8xf32>
    %2571 = stablehlo.add %2566, %2570 : tensor<8x8xf32>
    %2572 = stablehlo.broadcast_in_dim %2558, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2573 = stablehlo.multiply %2571, %2572 : tensor<8x8xf32>
    %2574 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2575 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2576 = stablehlo.select %2574, %2575, %c_26 : tensor<i1>, tensor<i32>
    %2577 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2578 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2579 = stablehlo.select %2577, %2578, %c_32 : tensor<i1>, tensor<i32>
    %2580 = stablehlo.dynamic_update_slice %2498, %2573, %2576, %2579 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2581 = stablehlo.subtract %2559, %2560 : tensor<8x8xf32>
    %2582 = stablehlo.multiply %2564, %2581 : tensor<8x8xf32>
    %2583 = stablehlo.reduce(%2582 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2584 = stablehlo.broadcast_in_dim %2583, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2585 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2586 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2587 = stablehlo.select %2585, %2586, %c_25 : tensor<i1>, tensor<i32>
    %2588 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2589 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2590 = stablehlo.select %2588, %2589, %c_32 : tensor<i1>, tensor<i32>
    %2591 = stablehlo.dynamic_update_slice %2509, %2584, %2587, %2590 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2592 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2593 = stablehlo.subtract %2592, %2557 : tensor<1x8xf32>
    %2594 = stablehlo.broadcast_in_dim %2593, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2595 = stablehlo.multiply %2594, %2564 : tensor<8x8xf32>
    %2596 = stablehlo.multiply %2560, %2560 : tensor<8x8xf32>
    %2597 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2598 = stablehlo.subtract %2597, %2596 : tensor<8x8xf32>
    %2599 = stablehlo.multiply %2595, %2598 : tensor<8x8xf32>
    %2600 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2601 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2602 = stablehlo.select %2600, %2601, %c_26 : tensor<i1>, tensor<i32>
    %2603 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2604 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2605 = stablehlo.select %2603, %2604, %c_32 : tensor<i1>, tensor<i32>
    %2606 = stablehlo.dynamic_update_slice %2524, %2599, %2602, %2605 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2607 = stablehlo.slice %314 [8:9, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2608 = stablehlo.broadcast_in_dim %2607, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2609 = stablehlo.multiply %2599, %2608 : tensor<8x8xf32>
    %2610 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2611 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2612 = stablehlo.select %2610, %2611, %c_26 : tensor<i1>, tensor<i32>
    %2613 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2614 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2615 = stablehlo.select %2613, %2614, %c_32 : tensor<i1>, tensor<i32>
    %2616 = stablehlo.dynamic_update_slice %2534, %2609, %2612, %2615 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2617 = stablehlo.slice %275 [64:72, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2618 = stablehlo.multiply %2599, %2617 : tensor<8x8xf32>
    %2619 = stablehlo.reduce(%2618 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2620 = stablehlo.broadcast_in_dim %2619, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2621 = stablehlo.broadcast_in_dim %2620, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2622 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2623 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2624 = stablehlo.select %2622, %2623, %c_32 : tensor<i1>, tensor<i32>
    %2625 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2626 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2627 = stablehlo.select %2625, %2626, %c_25 : tensor<i1>, tensor<i32>
    %2628 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2629 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2630 = stablehlo.select %2628, %2629, %c_32 : tensor<i1>, tensor<i32>
    %2631 = stablehlo.dynamic_update_slice %2549, %2621, %2624, %2627, %2630 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2632 = stablehlo.slice %349 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2633 = stablehlo.broadcast_in_dim %2557, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2634 = stablehlo.multiply %2633, %2564 : tensor<8x8xf32>
    %2635 = stablehlo.dot_general %2599, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2636 = stablehlo.add %2634, %2635 : tensor<8x8xf32>
    %2637 = stablehlo.broadcast_in_dim %2632, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2638 = stablehlo.multiply %2637, %2636 : tensor<8x8xf32>
    %2639 = stablehlo.slice %338 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2640 = stablehlo.slice %382 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2641 = stablehlo.slice %1399 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2642 = stablehlo.slice %1406 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2643 = stablehlo.slice %303 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2644 = stablehlo.broadcast_in_dim %2640, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2645 = stablehlo.multiply %2643, %2644 : tensor<8x8xf32>
    %2646 = stablehlo.add %2556, %2645 : tensor<8x8xf32>
    %2647 = stablehlo.broadcast_in_dim %2639, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2648 = stablehlo.multiply %2647, %2641 : tensor<8x8xf32>
    %2649 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2650 = stablehlo.subtract %2649, %2639 : tensor<1x8xf32>
    %2651 = stablehlo.broadcast_in_dim %2650, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2652 = stablehlo.multiply %2651, %2642 : tensor<8x8xf32>
    %2653 = stablehlo.add %2648, %2652 : tensor<8x8xf32>
    %2654 = stablehlo.broadcast_in_dim %2640, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2655 = stablehlo.multiply %2653, %2654 : tensor<8x8xf32>
    %2656 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2657 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2658 = stablehlo.select %2656, %2657, %c_26 : tensor<i1>, tensor<i32>
    %2659 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2660 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2661 = stablehlo.select %2659, %2660, %c_25 : tensor<i1>, tensor<i32>
    %2662 = stablehlo.dynamic_update_slice %2580, %2655, %2658, %2661 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2663 = stablehlo.subtract %2641, %2642 : tensor<8x8xf32>
    %2664 = stablehlo.multiply %2646, %2663 : tensor<8x8xf32>
    %2665 = stablehlo.reduce(%2664 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2666 = stablehlo.broadcast_in_dim %2665, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2667 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2668 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2669 = stablehlo.select %2667, %2668, %c_25 : tensor<i1>, tensor<i32>
    %2670 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2671 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2672 = stablehlo.select %2670, %2671, %c_25 : tensor<i1>, tensor<i32>
    %2673 = stablehlo.dynamic_update_slice %2591, %2666, %2669, %2672 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2674 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2675 = stablehlo.subtract %2674, %2639 : tensor<1x8xf32>
    %2676 = stablehlo.broadcast_in_dim %2675, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2677 = stablehlo.multiply %2676, %2646 : tensor<8x8xf32>
    %2678 = stablehlo.multiply %2642, %2642 : tensor<8x8xf32>
    %2679 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2680 = stablehlo.subtract %2679, %2678 : tensor<8x8xf32>
    %2681 = stablehlo.multiply %2677, %2680 : tensor<8x8xf32>
    %2682 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2683 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2684 = stablehlo.select %2682, %2683, %c_26 : tensor<i1>, tensor<i32>
    %2685 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2686 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2687 = stablehlo.select %2685, %2686, %c_25 : tensor<i1>, tensor<i32>
    %2688 = stablehlo.dynamic_update_slice %2606, %2681, %2684, %2687 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2689 = stablehlo.slice %314 [8:9, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2690 = stablehlo.broadcast_in_dim %2689, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2691 = stablehlo.multiply %2681, %2690 : tensor<8x8xf32>
    %2692 = stablehlo.compare LT, %c_26, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2693 = stablehlo.add %c_26, %c_22 : tensor<i32>
    %2694 = stablehlo.select %2692, %2693, %c_26 : tensor<i1>, tensor<i32>
    %2695 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2696 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2697 = stablehlo.select %2695, %2696, %c_25 : tensor<i1>, tensor<i32>
    %2698 = stablehlo.dynamic_update_slice %2616, %2691, %2694, %2697 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2699 = stablehlo.slice %275 [64:72, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2700 = stablehlo.multiply %2681, %2699 : tensor<8x8xf32>
    %2701 = stablehlo.reduce(%2700 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2702 = stablehlo.broadcast_in_dim %2701, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2703 = stablehlo.broadcast_in_dim %2702, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2704 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2705 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2706 = stablehlo.select %2704, %2705, %c_32 : tensor<i1>, tensor<i32>
    %2707 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2708 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2709 = stablehlo.select %2707, %2708, %c_25 : tensor<i1>, tensor<i32>
    %2710 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2711 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2712 = stablehlo.select %2710, %2711, %c_25 : tensor<i1>, tensor<i32>
    %2713 = stablehlo.dynamic_update_slice %2631, %2703, %2706, %2709, %2712 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2714 = stablehlo.slice %349 [8:9, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2715 = stablehlo.broadcast_in_dim %2639, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2716 = stablehlo.multiply %2715, %2646 : tensor<8x8xf32>
    %2717 = stablehlo.dot_general %2681, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2718 = stablehlo.add %2716, %2717 : tensor<8x8xf32>
    %2719 = stablehlo.broadcast_in_dim %2714, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2720 = stablehlo.multiply %2719, %2718 : tensor<8x8xf32>
    %2721 = stablehlo.slice %338 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2722 = stablehlo.slice %382 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2723 = stablehlo.slice %1399 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2724 = stablehlo.slice %1406 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2725 = stablehlo.slice %303 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2726 = stablehlo.broadcast_in_dim %2722, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2727 = stablehlo.multiply %2725, %2726 : tensor<8x8xf32>
    %2728 = stablehlo.add %2638, %2727 : tensor<8x8xf32>
    %2729 = stablehlo.broadcast_in_dim %2721, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2730 = stablehlo.multiply %2729, %2723 : tensor<8x8xf32>
    %2731 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2732 = stablehlo.subtract %2731, %2721 : tensor<1x8xf32>
    %2733 = stablehlo.broadcast_in_dim %2732, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2734 = stablehlo.multiply %2733, %2724 : tensor<8x8xf32>
    %2735 = stablehlo.add %2730, %2734 : tensor<8x8xf32>
    %2736 = stablehlo.broadcast_in_dim %2722, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2737 = stablehlo.multiply %2735, %2736 : tensor<8x8xf32>
    %2738 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2739 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2740 = stablehlo.select %2738, %2739, %c_17 : tensor<i1>, tensor<i32>
    %2741 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2742 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2743 = stablehlo.select %2741, %2742, %c_32 : tensor<i1>, tensor<i32>
    %2744 = stablehlo.dynamic_update_slice %2662, %2737, %2740, %2743 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2745 = stablehlo.subtract %2723, %2724 : tensor<8x8xf32>
    %2746 = stablehlo.multiply %2728, %2745 : tensor<8x8xf32>
    %2747 = stablehlo.reduce(%2746 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2748 = stablehlo.broadcast_in_dim %2747, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2749 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2750 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2751 = stablehlo.select %2749, %2750, %c_2 : tensor<i1>, tensor<i32>
    %2752 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2753 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2754 = stablehlo.select %2752, %2753, %c_32 : tensor<i1>, tensor<i32>
    %2755 = stablehlo.dynamic_update_slice %2673, %2748, %2751, %2754 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2756 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2757 = stablehlo.subtract %2756, %2721 : tensor<1x8xf32>
    %2758 = stablehlo.broadcast_in_dim %2757, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2759 = stablehlo.multiply %2758, %2728 : tensor<8x8xf32>
    %2760 = stablehlo.multiply %2724, %2724 : tensor<8x8xf32>
    %2761 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2762 = stablehlo.subtract %2761, %2760 : tensor<8x8xf32>
    %2763 = stablehlo.multiply %2759, %2762 : tensor<8x8xf32>
    %2764 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2765 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2766 = stablehlo.select %2764, %2765, %c_17 : tensor<i1>, tensor<i32>
    %2767 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2768 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2769 = stablehlo.select %2767, %2768, %c_32 : tensor<i1>, tensor<i32>
    %2770 = stablehlo.dynamic_update_slice %2688, %2763, %2766, %2769 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2771 = stablehlo.slice %314 [7:8, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2772 = stablehlo.broadcast_in_dim %2771, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2773 = stablehlo.multiply %2763, %2772 : tensor<8x8xf32>
    %2774 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2775 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2776 = stablehlo.select %2774, %2775, %c_17 : tensor<i1>, tensor<i32>
    %2777 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2778 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2779 = stablehlo.select %2777, %2778, %c_32 : tensor<i1>, tensor<i32>
    %2780 = stablehlo.dynamic_update_slice %2698, %2773, %2776, %2779 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2781 = stablehlo.slice %275 [56:64, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2782 = stablehlo.multiply %2763, %2781 : tensor<8x8xf32>
    %2783 = stablehlo.reduce(%2782 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2784 = stablehlo.broadcast_in_dim %2783, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2785 = stablehlo.broadcast_in_dim %2784, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2786 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2787 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2788 = stablehlo.select %2786, %2787, %c_32 : tensor<i1>, tensor<i32>
    %2789 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2790 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2791 = stablehlo.select %2789, %2790, %c_2 : tensor<i1>, tensor<i32>
    %2792 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2793 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2794 = stablehlo.select %2792, %2793, %c_32 : tensor<i1>, tensor<i32>
    %2795 = stablehlo.dynamic_update_slice %2713, %2785, %2788, %2791, %2794 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2796 = stablehlo.slice %349 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2797 = stablehlo.broadcast_in_dim %2721, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2798 = stablehlo.multiply %2797, %2728 : tensor<8x8xf32>
    %2799 = stablehlo.dot_general %2763, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2800 = stablehlo.add %2798, %2799 : tensor<8x8xf32>
    %2801 = stablehlo.broadcast_in_dim %2796, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2802 = stablehlo.multiply %2801, %2800 : tensor<8x8xf32>
    %2803 = stablehlo.slice %338 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2804 = stablehlo.slice %382 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2805 = stablehlo.slice %1399 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2806 = stablehlo.slice %1406 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2807 = stablehlo.slice %303 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2808 = stablehlo.broadcast_in_dim %2804, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2809 = stablehlo.multiply %2807, %2808 : tensor<8x8xf32>
    %2810 = stablehlo.add %2720, %2809 : tensor<8x8xf32>
    %2811 = stablehlo.broadcast_in_dim %2803, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2812 = stablehlo.multiply %2811, %2805 : tensor<8x8xf32>
    %2813 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2814 = stablehlo.subtract %2813, %2803 : tensor<1x8xf32>
    %2815 = stablehlo.broadcast_in_dim %2814, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2816 = stablehlo.multiply %2815, %2806 : tensor<8x8xf32>
    %2817 = stablehlo.add %2812, %2816 : tensor<8x8xf32>
    %2818 = stablehlo.broadcast_in_dim %2804, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2819 = stablehlo.multiply %2817, %2818 : tensor<8x8xf32>
    %2820 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2821 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2822 = stablehlo.select %2820, %2821, %c_17 : tensor<i1>, tensor<i32>
    %2823 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2824 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2825 = stablehlo.select %2823, %2824, %c_25 : tensor<i1>, tensor<i32>
    %2826 = stablehlo.dynamic_update_slice %2744, %2819, %2822, %2825 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2827 = stablehlo.subtract %2805, %2806 : tensor<8x8xf32>
    %2828 = stablehlo.multiply %2810, %2827 : tensor<8x8xf32>
    %2829 = stablehlo.reduce(%2828 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2830 = stablehlo.broadcast_in_dim %2829, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2831 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2832 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2833 = stablehlo.select %2831, %2832, %c_2 : tensor<i1>, tensor<i32>
    %2834 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2835 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2836 = stablehlo.select %2834, %2835, %c_25 : tensor<i1>, tensor<i32>
    %2837 = stablehlo.dynamic_update_slice %2755, %2830, %2833, %2836 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2838 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2839 = stablehlo.subtract %2838, %2803 : tensor<1x8xf32>
    %2840 = stablehlo.broadcast_in_dim %2839, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2841 = stablehlo.multiply %2840, %2810 : tensor<8x8xf32>
    %2842 = stablehlo.multiply %2806, %2806 : tensor<8x8xf32>
    %2843 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2844 = stablehlo.subtract %2843, %2842 : tensor<8x8xf32>
    %2845 = stablehlo.multiply %2841, %2844 : tensor<8x8xf32>
    %2846 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2847 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2848 = stablehlo.select %2846, %2847, %c_17 : tensor<i1>, tensor<i32>
    %2849 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2850 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2851 = stablehlo.select %2849, %2850, %c_25 : tensor<i1>, tensor<i32>
    %2852 = stablehlo.dynamic_update_slice %2770, %2845, %2848, %2851 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2853 = stablehlo.slice %314 [7:8, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2854 = stablehlo.broadcast_in_dim %2853, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2855 = stablehlo.multiply %2845, %2854 : tensor<8x8xf32>
    %2856 = stablehlo.compare LT, %c_17, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2857 = stablehlo.add %c_17, %c_22 : tensor<i32>
    %2858 = stablehlo.select %2856, %2857, %c_17 : tensor<i1>, tensor<i32>
    %2859 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2860 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2861 = stablehlo.select %2859, %2860, %c_25 : tensor<i1>, tensor<i32>
    %2862 = stablehlo.dynamic_update_slice %2780, %2855, %2858, %2861 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2863 = stablehlo.slice %275 [56:64, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2864 = stablehlo.multiply %2845, %2863 : tensor<8x8xf32>
    %2865 = stablehlo.reduce(%2864 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2866 = stablehlo.broadcast_in_dim %2865, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2867 = stablehlo.broadcast_in_dim %2866, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2868 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2869 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2870 = stablehlo.select %2868, %2869, %c_32 : tensor<i1>, tensor<i32>
    %2871 = stablehlo.compare LT, %c_2, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2872 = stablehlo.add %c_2, %c_27 : tensor<i32>
    %2873 = stablehlo.select %2871, %2872, %c_2 : tensor<i1>, tensor<i32>
    %2874 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2875 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2876 = stablehlo.select %2874, %2875, %c_25 : tensor<i1>, tensor<i32>
    %2877 = stablehlo.dynamic_update_slice %2795, %2867, %2870, %2873, %2876 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2878 = stablehlo.slice %349 [7:8, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2879 = stablehlo.broadcast_in_dim %2803, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2880 = stablehlo.multiply %2879, %2810 : tensor<8x8xf32>
    %2881 = stablehlo.dot_general %2845, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2882 = stablehlo.add %2880, %2881 : tensor<8x8xf32>
    %2883 = stablehlo.broadcast_in_dim %2878, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2884 = stablehlo.multiply %2883, %2882 : tensor<8x8xf32>
    %2885 = stablehlo.slice %338 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2886 = stablehlo.slice %382 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2887 = stablehlo.slice %1399 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2888 = stablehlo.slice %1406 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2889 = stablehlo.slice %303 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2890 = stablehlo.broadcast_in_dim %2886, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2891 = stablehlo.multiply %2889, %2890 : tensor<8x8xf32>
    %2892 = stablehlo.add %2802, %2891 : tensor<8x8xf32>
    %2893 = stablehlo.broadcast_in_dim %2885, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2894 = stablehlo.multiply %2893, %2887 : tensor<8x8xf32>
    %2895 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2896 = stablehlo.subtract %2895, %2885 : tensor<1x8xf32>
    %2897 = stablehlo.broadcast_in_dim %2896, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2898 = stablehlo.multiply %2897, %2888 : tensor<8x8xf32>
    %2899 = stablehlo.add %2894, %2898 : tensor<8x8xf32>
    %2900 = stablehlo.broadcast_in_dim %2886, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2901 = stablehlo.multiply %2899, %2900 : tensor<8x8xf32>
    %2902 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2903 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2904 = stablehlo.select %2902, %2903, %c_18 : tensor<i1>, tensor<i32>
    %2905 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2906 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2907 = stablehlo.select %2905, %2906, %c_32 : tensor<i1>, tensor<i32>
    %2908 = stablehlo.dynamic_update_slice %2826, %2901, %2904, %2907 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2909 = stablehlo.subtract %2887, %2888 : tensor<8x8xf32>
    %2910 = stablehlo.multiply %2892, %2909 : tensor<8x8xf32>
    %2911 = stablehlo.reduce(%2910 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2912 = stablehlo.broadcast_in_dim %2911, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2913 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2914 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2915 = stablehlo.select %2913, %2914, %c_1 : tensor<i1>, tensor<i32>
    %2916 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2917 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2918 = stablehlo.select %2916, %2917, %c_32 : tensor<i1>, tensor<i32>
    %2919 = stablehlo.dynamic_update_slice %2837, %2912, %2915, %2918 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %2920 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2921 = stablehlo.subtract %2920, %2885 : tensor<1x8xf32>
    %2922 = stablehlo.broadcast_in_dim %2921, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2923 = stablehlo.multiply %2922, %2892 : tensor<8x8xf32>
    %2924 = stablehlo.multiply %2888, %2888 : tensor<8x8xf32>
    %2925 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %2926 = stablehlo.subtract %2925, %2924 : tensor<8x8xf32>
    %2927 = stablehlo.multiply %2923, %2926 : tensor<8x8xf32>
    %2928 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2929 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2930 = stablehlo.select %2928, %2929, %c_18 : tensor<i1>, tensor<i32>
    %2931 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2932 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2933 = stablehlo.select %2931, %2932, %c_32 : tensor<i1>, tensor<i32>
    %2934 = stablehlo.dynamic_update_slice %2852, %2927, %2930, %2933 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2935 = stablehlo.slice %314 [6:7, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2936 = stablehlo.broadcast_in_dim %2935, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2937 = stablehlo.multiply %2927, %2936 : tensor<8x8xf32>
    %2938 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2939 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2940 = stablehlo.select %2938, %2939, %c_18 : tensor<i1>, tensor<i32>
    %2941 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2942 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2943 = stablehlo.select %2941, %2942, %c_32 : tensor<i1>, tensor<i32>
    %2944 = stablehlo.dynamic_update_slice %2862, %2937, %2940, %2943 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2945 = stablehlo.slice %275 [48:56, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2946 = stablehlo.multiply %2927, %2945 : tensor<8x8xf32>
    %2947 = stablehlo.reduce(%2946 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2948 = stablehlo.broadcast_in_dim %2947, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2949 = stablehlo.broadcast_in_dim %2948, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %2950 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2951 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %2952 = stablehlo.select %2950, %2951, %c_32 : tensor<i1>, tensor<i32>
    %2953 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2954 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2955 = stablehlo.select %2953, %2954, %c_1 : tensor<i1>, tensor<i32>
    %2956 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2957 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %2958 = stablehlo.select %2956, %2957, %c_32 : tensor<i1>, tensor<i32>
    %2959 = stablehlo.dynamic_update_slice %2877, %2949, %2952, %2955, %2958 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %2960 = stablehlo.slice %349 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %2961 = stablehlo.broadcast_in_dim %2885, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2962 = stablehlo.multiply %2961, %2892 : tensor<8x8xf32>
    %2963 = stablehlo.dot_general %2927, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %2964 = stablehlo.add %2962, %2963 : tensor<8x8xf32>
    %2965 = stablehlo.broadcast_in_dim %2960, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %2966 = stablehlo.multiply %2965, %2964 : tensor<8x8xf32>
    %2967 = stablehlo.slice %338 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2968 = stablehlo.slice %382 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %2969 = stablehlo.slice %1399 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2970 = stablehlo.slice %1406 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2971 = stablehlo.slice %303 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %2972 = stablehlo.broadcast_in_dim %2968, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2973 = stablehlo.multiply %2971, %2972 : tensor<8x8xf32>
    %2974 = stablehlo.add %2884, %2973 : tensor<8x8xf32>
    %2975 = stablehlo.broadcast_in_dim %2967, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2976 = stablehlo.multiply %2975, %2969 : tensor<8x8xf32>
    %2977 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2978 = stablehlo.subtract %2977, %2967 : tensor<1x8xf32>
    %2979 = stablehlo.broadcast_in_dim %2978, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2980 = stablehlo.multiply %2979, %2970 : tensor<8x8xf32>
    %2981 = stablehlo.add %2976, %2980 : tensor<8x8xf32>
    %2982 = stablehlo.broadcast_in_dim %2968, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %2983 = stablehlo.multiply %2981, %2982 : tensor<8x8xf32>
    %2984 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2985 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %2986 = stablehlo.select %2984, %2985, %c_18 : tensor<i1>, tensor<i32>
    %2987 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2988 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %2989 = stablehlo.select %2987, %2988, %c_25 : tensor<i1>, tensor<i32>
    %2990 = stablehlo.dynamic_update_slice %2908, %2983, %2986, %2989 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %2991 = stablehlo.subtract %2969, %2970 : tensor<8x8xf32>
    %2992 = stablehlo.multiply %2974, %2991 : tensor<8x8xf32>
    %2993 = stablehlo.reduce(%2992 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %2994 = stablehlo.broadcast_in_dim %2993, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2995 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2996 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %2997 = stablehlo.select %2995, %2996, %c_1 : tensor<i1>, tensor<i32>
    %2998 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2999 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3000 = stablehlo.select %2998, %2999, %c_25 : tensor<i1>, tensor<i32>
    %3001 = stablehlo.dynamic_update_slice %2919, %2994, %2997, %3000 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3002 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3003 = stablehlo.subtract %3002, %2967 : tensor<1x8xf32>
    %3004 = stablehlo.broadcast_in_dim %3003, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3005 = stablehlo.multiply %3004, %2974 : tensor<8x8xf32>
    %3006 = stablehlo.multiply %2970, %2970 : tensor<8x8xf32>
    %3007 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3008 = stablehlo.subtract %3007, %3006 : tensor<8x8xf32>
    %3009 = stablehlo.multiply %3005, %3008 : tensor<8x8xf32>
    %3010 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3011 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %3012 = stablehlo.select %3010, %3011, %c_18 : tensor<i1>, tensor<i32>
    %3013 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3014 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3015 = stablehlo.select %3013, %3014, %c_25 : tensor<i1>, tensor<i32>
    %3016 = stablehlo.dynamic_update_slice %2934, %3009, %3012, %3015 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3017 = stablehlo.slice %314 [6:7, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3018 = stablehlo.broadcast_in_dim %3017, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3019 = stablehlo.multiply %3009, %3018 : tensor<8x8xf32>
    %3020 = stablehlo.compare LT, %c_18, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3021 = stablehlo.add %c_18, %c_22 : tensor<i32>
    %3022 = stablehlo.select %3020, %3021, %c_18 : tensor<i1>, tensor<i32>
    %3023 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3024 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3025 = stablehlo.select %3023, %3024, %c_25 : tensor<i1>, tensor<i32>
    %3026 = stablehlo.dynamic_update_slice %2944, %3019, %3022, %3025 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3027 = stablehlo.slice %275 [48:56, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3028 = stablehlo.multiply %3009, %3027 : tensor<8x8xf32>
    %3029 = stablehlo.reduce(%3028 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3030 = stablehlo.broadcast_in_dim %3029, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3031 = stablehlo.broadcast_in_dim %3030, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3032 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3033 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3034 = stablehlo.select %3032, %3033, %c_32 : tensor<i1>, tensor<i32>
    %3035 = stablehlo.compare LT, %c_1, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3036 = stablehlo.add %c_1, %c_27 : tensor<i32>
    %3037 = stablehlo.select %3035, %3036, %c_1 : tensor<i1>, tensor<i32>
    %3038 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3039 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3040 = stablehlo.select %3038, %3039, %c_25 : tensor<i1>, tensor<i32>
    %3041 = stablehlo.dynamic_update_slice %2959, %3031, %3034, %3037, %3040 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3042 = stablehlo.slice %349 [6:7, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3043 = stablehlo.broadcast_in_dim %2967, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3044 = stablehlo.multiply %3043, %2974 : tensor<8x8xf32>
    %3045 = stablehlo.dot_general %3009, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3046 = stablehlo.add %3044, %3045 : tensor<8x8xf32>
    %3047 = stablehlo.broadcast_in_dim %3042, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3048 = stablehlo.multiply %3047, %3046 : tensor<8x8xf32>
    %3049 = stablehlo.slice %338 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3050 = stablehlo.slice %382 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3051 = stablehlo.slice %1399 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3052 = stablehlo.slice %1406 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3053 = stablehlo.slice %303 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3054 = stablehlo.broadcast_in_dim %3050, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3055 = stablehlo.multiply %3053, %3054 : tensor<8x8xf32>
    %3056 = stablehlo.add %2966, %3055 : tensor<8x8xf32>
    %3057 = stablehlo.broadcast_in_dim %3049, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3058 = stablehlo.multiply %3057, %3051 : tensor<8x8xf32>
    %3059 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3060 = stablehlo.subtract %3059, %3049 : tensor<1x8xf32>
    %3061 = stablehlo.broadcast_in_dim %3060, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3062 = stablehlo.multiply %3061, %3052 : tensor<8x8xf32>
    %3063 = stablehlo.add %3058, %3062 : tensor<8x8xf32>
    %3064 = stablehlo.broadcast_in_dim %3050, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3065 = stablehlo.multiply %3063, %3064 : tensor<8x8xf32>
    %3066 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3067 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3068 = stablehlo.select %3066, %3067, %c_19 : tensor<i1>, tensor<i32>
    %3069 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3070 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3071 = stablehlo.select %3069, %3070, %c_32 : tensor<i1>, tensor<i32>
    %3072 = stablehlo.dynamic_update_slice %2990, %3065, %3068, %3071 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3073 = stablehlo.subtract %3051, %3052 : tensor<8x8xf32>
    %3074 = stablehlo.multiply %3056, %3073 : tensor<8x8xf32>
    %3075 = stablehlo.reduce(%3074 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3076 = stablehlo.broadcast_in_dim %3075, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3077 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3078 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3079 = stablehlo.select %3077, %3078, %c_0 : tensor<i1>, tensor<i32>
    %3080 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3081 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3082 = stablehlo.select %3080, %3081, %c_32 : tensor<i1>, tensor<i32>
    %3083 = stablehlo.dynamic_update_slice %3001, %3076, %3079, %3082 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3084 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3085 = stablehlo.subtract %3084, %3049 : tensor<1x8xf32>
    %3086 = stablehlo.broadcast_in_dim %3085, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3087 = stablehlo.multiply %3086, %3056 : tensor<8x8xf32>
    %3088 = stablehlo.multiply %3052, %3052 : tensor<8x8xf32>
    %3089 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3090 = stablehlo.subtract %3089, %3088 : tensor<8x8xf32>
    %3091 = stablehlo.multiply %3087, %3090 : tensor<8x8xf32>
    %3092 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3093 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3094 = stablehlo.select %3092, %3093, %c_19 : tensor<i1>, tensor<i32>
    %3095 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3096 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3097 = stablehlo.select %3095, %3096, %c_32 : tensor<i1>, tensor<i32>
    %3098 = stablehlo.dynamic_update_slice %3016, %3091, %3094, %3097 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3099 = stablehlo.slice %314 [5:6, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3100 = stablehlo.broadcast_in_dim %3099, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3101 = stablehlo.multiply %3091, %3100 : tensor<8x8xf32>
    %3102 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3103 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3104 = stablehlo.select %3102, %3103, %c_19 : tensor<i1>, tensor<i32>
    %3105 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3106 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3107 = stablehlo.select %3105, %3106, %c_32 : tensor<i1>, tensor<i32>
    %3108 = stablehlo.dynamic_update_slice %3026, %3101, %3104, %3107 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3109 = stablehlo.slice %275 [40:48, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3110 = stablehlo.multiply %3091, %3109 : tensor<8x8xf32>
    %3111 = stablehlo.reduce(%3110 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3112 = stablehlo.broadcast_in_dim %3111, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3113 = stablehlo.broadcast_in_dim %3112, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3114 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3115 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3116 = stablehlo.select %3114, %3115, %c_32 : tensor<i1>, tensor<i32>
    %3117 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3118 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3119 = stablehlo.select %3117, %3118, %c_0 : tensor<i1>, tensor<i32>
    %3120 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3121 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3122 = stablehlo.select %3120, %3121, %c_32 : tensor<i1>, tensor<i32>
    %3123 = stablehlo.dynamic_update_slice %3041, %3113, %3116, %3119, %3122 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3124 = stablehlo.slice %349 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3125 = stablehlo.broadcast_in_dim %3049, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3126 = stablehlo.multiply %3125, %3056 : tensor<8x8xf32>
    %3127 = stablehlo.dot_general %3091, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3128 = stablehlo.add %3126, %3127 : tensor<8x8xf32>
    %3129 = stablehlo.broadcast_in_dim %3124, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3130 = stablehlo.multiply %3129, %3128 : tensor<8x8xf32>
    %3131 = stablehlo.slice %338 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3132 = stablehlo.slice %382 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3133 = stablehlo.slice %1399 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3134 = stablehlo.slice %1406 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3135 = stablehlo.slice %303 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3136 = stablehlo.broadcast_in_dim %3132, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3137 = stablehlo.multiply %3135, %3136 : tensor<8x8xf32>
    %3138 = stablehlo.add %3048, %3137 : tensor<8x8xf32>
    %3139 = stablehlo.broadcast_in_dim %3131, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3140 = stablehlo.multiply %3139, %3133 : tensor<8x8xf32>
    %3141 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3142 = stablehlo.subtract %3141, %3131 : tensor<1x8xf32>
    %3143 = stablehlo.broadcast_in_dim %3142, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3144 = stablehlo.multiply %3143, %3134 : tensor<8x8xf32>
    %3145 = stablehlo.add %3140, %3144 : tensor<8x8xf32>
    %3146 = stablehlo.broadcast_in_dim %3132, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3147 = stablehlo.multiply %3145, %3146 : tensor<8x8xf32>
    %3148 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3149 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3150 = stablehlo.select %3148, %3149, %c_19 : tensor<i1>, tensor<i32>
    %3151 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3152 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3153 = stablehlo.select %3151, %3152, %c_25 : tensor<i1>, tensor<i32>
    %3154 = stablehlo.dynamic_update_slice %3072, %3147, %3150, %3153 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3155 = stablehlo.subtract %3133, %3134 : tensor<8x8xf32>
    %3156 = stablehlo.multiply %3138, %3155 : tensor<8x8xf32>
    %3157 = stablehlo.reduce(%3156 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3158 = stablehlo.broadcast_in_dim %3157, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3159 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3160 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3161 = stablehlo.select %3159, %3160, %c_0 : tensor<i1>, tensor<i32>
    %3162 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3163 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3164 = stablehlo.select %3162, %3163, %c_25 : tensor<i1>, tensor<i32>
    %3165 = stablehlo.dynamic_update_slice %3083, %3158, %3161, %3164 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3166 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3167 = stablehlo.subtract %3166, %3131 : tensor<1x8xf32>
    %3168 = stablehlo.broadcast_in_dim %3167, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3169 = stablehlo.multiply %3168, %3138 : tensor<8x8xf32>
    %3170 = stablehlo.multiply %3134, %3134 : tensor<8x8xf32>
    %3171 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3172 = stablehlo.subtract %3171, %3170 : tensor<8x8xf32>
    %3173 = stablehlo.multiply %3169, %3172 : tensor<8x8xf32>
    %3174 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3175 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3176 = stablehlo.select %3174, %3175, %c_19 : tensor<i1>, tensor<i32>
    %3177 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3178 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3179 = stablehlo.select %3177, %3178, %c_25 : tensor<i1>, tensor<i32>
    %3180 = stablehlo.dynamic_update_slice %3098, %3173, %3176, %3179 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3181 = stablehlo.slice %314 [5:6, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3182 = stablehlo.broadcast_in_dim %3181, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3183 = stablehlo.multiply %3173, %3182 : tensor<8x8xf32>
    %3184 = stablehlo.compare LT, %c_19, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3185 = stablehlo.add %c_19, %c_22 : tensor<i32>
    %3186 = stablehlo.select %3184, %3185, %c_19 : tensor<i1>, tensor<i32>
    %3187 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3188 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3189 = stablehlo.select %3187, %3188, %c_25 : tensor<i1>, tensor<i32>
    %3190 = stablehlo.dynamic_update_slice %3108, %3183, %3186, %3189 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3191 = stablehlo.slice %275 [40:48, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3192 = stablehlo.multiply %3173, %3191 : tensor<8x8xf32>
    %3193 = stablehlo.reduce(%3192 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3194 = stablehlo.broadcast_in_dim %3193, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3195 = stablehlo.broadcast_in_dim %3194, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3196 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3197 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3198 = stablehlo.select %3196, %3197, %c_32 : tensor<i1>, tensor<i32>
    %3199 = stablehlo.compare LT, %c_0, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3200 = stablehlo.add %c_0, %c_27 : tensor<i32>
    %3201 = stablehlo.select %3199, %3200, %c_0 : tensor<i1>, tensor<i32>
    %3202 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3203 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3204 = stablehlo.select %3202, %3203, %c_25 : tensor<i1>, tensor<i32>
    %3205 = stablehlo.dynamic_update_slice %3123, %3195, %3198, %3201, %3204 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3206 = stablehlo.slice %349 [5:6, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3207 = stablehlo.broadcast_in_dim %3131, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3208 = stablehlo.multiply %3207, %3138 : tensor<8x8xf32>
    %3209 = stablehlo.dot_general %3173, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3210 = stablehlo.add %3208, %3209 : tensor<8x8xf32>
    %3211 = stablehlo.broadcast_in_dim %3206, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3212 = stablehlo.multiply %3211, %3210 : tensor<8x8xf32>
    %3213 = stablehlo.slice %338 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3214 = stablehlo.slice %382 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3215 = stablehlo.slice %1399 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3216 = stablehlo.slice %1406 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3217 = stablehlo.slice %303 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3218 = stablehlo.broadcast_in_dim %3214, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3219 = stablehlo.multiply %3217, %3218 : tensor<8x8xf32>
    %3220 = stablehlo.add %3130, %3219 : tensor<8x8xf32>
    %3221 = stablehlo.broadcast_in_dim %3213, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3222 = stablehlo.multiply %3221, %3215 : tensor<8x8xf32>
    %3223 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3224 = stablehlo.subtract %3223, %3213 : tensor<1x8xf32>
    %3225 = stablehlo.broadcast_in_dim %3224, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3226 = stablehlo.multiply %3225, %3216 : tensor<8x8xf32>
    %3227 = stablehlo.add %3222, %3226 : tensor<8x8xf32>
    %3228 = stablehlo.broadcast_in_dim %3214, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3229 = stablehlo.multiply %3227, %3228 : tensor<8x8xf32>
    %3230 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3231 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3232 = stablehlo.select %3230, %3231, %c_20 : tensor<i1>, tensor<i32>
    %3233 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3234 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3235 = stablehlo.select %3233, %3234, %c_32 : tensor<i1>, tensor<i32>
    %3236 = stablehlo.dynamic_update_slice %3154, %3229, %3232, %3235 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3237 = stablehlo.subtract %3215, %3216 : tensor<8x8xf32>
    %3238 = stablehlo.multiply %3220, %3237 : tensor<8x8xf32>
    %3239 = stablehlo.reduce(%3238 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3240 = stablehlo.broadcast_in_dim %3239, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3241 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3242 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3243 = stablehlo.select %3241, %3242, %c_29 : tensor<i1>, tensor<i32>
    %3244 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3245 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3246 = stablehlo.select %3244, %3245, %c_32 : tensor<i1>, tensor<i32>
    %3247 = stablehlo.dynamic_update_slice %3165, %3240, %3243, %3246 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3248 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3249 = stablehlo.subtract %3248, %3213 : tensor<1x8xf32>
    %3250 = stablehlo.broadcast_in_dim %3249, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3251 = stablehlo.multiply %3250, %3220 : tensor<8x8xf32>
    %3252 = stablehlo.multiply %3216, %3216 : tensor<8x8xf32>
    %3253 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3254 = stablehlo.subtract %3253, %3252 : tensor<8x8xf32>
    %3255 = stablehlo.multiply %3251, %3254 : tensor<8x8xf32>
    %3256 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3257 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3258 = stablehlo.select %3256, %3257, %c_20 : tensor<i1>, tensor<i32>
    %3259 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3260 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3261 = stablehlo.select %3259, %3260, %c_32 : tensor<i1>, tensor<i32>
    %3262 = stablehlo.dynamic_update_slice %3180, %3255, %3258, %3261 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3263 = stablehlo.slice %314 [4:5, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3264 = stablehlo.broadcast_in_dim %3263, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3265 = stablehlo.multiply %3255, %3264 : tensor<8x8xf32>
    %3266 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3267 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3268 = stablehlo.select %3266, %3267, %c_20 : tensor<i1>, tensor<i32>
    %3269 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3270 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3271 = stablehlo.select %3269, %3270, %c_32 : tensor<i1>, tensor<i32>
    %3272 = stablehlo.dynamic_update_slice %3190, %3265, %3268, %3271 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3273 = stablehlo.slice %275 [32:40, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3274 = stablehlo.multiply %3255, %3273 : tensor<8x8xf32>
    %3275 = stablehlo.reduce(%3274 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3276 = stablehlo.broadcast_in_dim %3275, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3277 = stablehlo.broadcast_in_dim %3276, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3278 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3279 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3280 = stablehlo.select %3278, %3279, %c_32 : tensor<i1>, tensor<i32>
    %3281 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3282 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3283 = stablehlo.select %3281, %3282, %c_29 : tensor<i1>, tensor<i32>
    %3284 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3285 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3286 = stablehlo.select %3284, %3285, %c_32 : tensor<i1>, tensor<i32>
    %3287 = stablehlo.dynamic_update_slice %3205, %3277, %3280, %3283, %3286 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3288 = stablehlo.slice %349 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3289 = stablehlo.broadcast_in_dim %3213, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3290 = stablehlo.multiply %3289, %3220 : tensor<8x8xf32>
    %3291 = stablehlo.dot_general %3255, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3292 = stablehlo.add %3290, %3291 : tensor<8x8xf32>
    %3293 = stablehlo.broadcast_in_dim %3288, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3294 = stablehlo.multiply %3293, %3292 : tensor<8x8xf32>
    %3295 = stablehlo.slice %338 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3296 = stablehlo.slice %382 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3297 = stablehlo.slice %1399 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3298 = stablehlo.slice %1406 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3299 = stablehlo.slice %303 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3300 = stablehlo.broadcast_in_dim %3296, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3301 = stablehlo.multiply %3299, %3300 : tensor<8x8xf32>
    %3302 = stablehlo.add %3212, %3301 : tensor<8x8xf32>
    %3303 = stablehlo.broadcast_in_dim %3295, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3304 = stablehlo.multiply %3303, %3297 : tensor<8x8xf32>
    %3305 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3306 = stablehlo.subtract %3305, %3295 : tensor<1x8xf32>
    %3307 = stablehlo.broadcast_in_dim %3306, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3308 = stablehlo.multiply %3307, %3298 : tensor<8x8xf32>
    %3309 = stablehlo.add %3304, %3308 : tensor<8x8xf32>
    %3310 = stablehlo.broadcast_in_dim %3296, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3311 = stablehlo.multiply %3309, %3310 : tensor<8x8xf32>
    %3312 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3313 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3314 = stablehlo.select %3312, %3313, %c_20 : tensor<i1>, tensor<i32>
    %3315 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3316 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3317 = stablehlo.select %3315, %3316, %c_25 : tensor<i1>, tensor<i32>
    %3318 = stablehlo.dynamic_update_slice %3236, %3311, %3314, %3317 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3319 = stablehlo.subtract %3297, %3298 : tensor<8x8xf32>
    %3320 = stablehlo.multiply %3302, %3319 : tensor<8x8xf32>
    %3321 = stablehlo.reduce(%3320 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3322 = stablehlo.broadcast_in_dim %3321, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3323 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3324 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3325 = stablehlo.select %3323, %3324, %c_29 : tensor<i1>, tensor<i32>
    %3326 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3327 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3328 = stablehlo.select %3326, %3327, %c_25 : tensor<i1>, tensor<i32>
    %3329 = stablehlo.dynamic_update_slice %3247, %3322, %3325, %3328 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3330 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3331 = stablehlo.subtract %3330, %3295 : tensor<1x8xf32>
    %3332 = stablehlo.broadcast_in_dim %3331, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3333 = stablehlo.multiply %3332, %3302 : tensor<8x8xf32>
    %3334 = stablehlo.multiply %3298, %3298 : tensor<8x8xf32>
    %3335 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3336 = stablehlo.subtract %3335, %3334 : tensor<8x8xf32>
    %3337 = stablehlo.multiply %3333, %3336 : tensor<8x8xf32>
    %3338 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3339 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3340 = stablehlo.select %3338, %3339, %c_20 : tensor<i1>, tensor<i32>
    %3341 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3342 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3343 = stablehlo.select %3341, %3342, %c_25 : tensor<i1>, tensor<i32>
    %3344 = stablehlo.dynamic_update_slice %3262, %3337, %3340, %3343 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3345 = stablehlo.slice %314 [4:5, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3346 = stablehlo.broadcast_in_dim %3345, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3347 = stablehlo.multiply %3337, %3346 : tensor<8x8xf32>
    %3348 = stablehlo.compare LT, %c_20, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3349 = stablehlo.add %c_20, %c_22 : tensor<i32>
    %3350 = stablehlo.select %3348, %3349, %c_20 : tensor<i1>, tensor<i32>
    %3351 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3352 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3353 = stablehlo.select %3351, %3352, %c_25 : tensor<i1>, tensor<i32>
    %3354 = stablehlo.dynamic_update_slice %3272, %3347, %3350, %3353 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3355 = stablehlo.slice %275 [32:40, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3356 = stablehlo.multiply %3337, %3355 : tensor<8x8xf32>
    %3357 = stablehlo.reduce(%3356 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3358 = stablehlo.broadcast_in_dim %3357, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3359 = stablehlo.broadcast_in_dim %3358, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3360 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3361 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3362 = stablehlo.select %3360, %3361, %c_32 : tensor<i1>, tensor<i32>
    %3363 = stablehlo.compare LT, %c_29, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3364 = stablehlo.add %c_29, %c_27 : tensor<i32>
    %3365 = stablehlo.select %3363, %3364, %c_29 : tensor<i1>, tensor<i32>
    %3366 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3367 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3368 = stablehlo.select %3366, %3367, %c_25 : tensor<i1>, tensor<i32>
    %3369 = stablehlo.dynamic_update_slice %3287, %3359, %3362, %3365, %3368 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3370 = stablehlo.slice %349 [4:5, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3371 = stablehlo.broadcast_in_dim %3295, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3372 = stablehlo.multiply %3371, %3302 : tensor<8x8xf32>
    %3373 = stablehlo.dot_general %3337, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3374 = stablehlo.add %3372, %3373 : tensor<8x8xf32>
    %3375 = stablehlo.broadcast_in_dim %3370, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3376 = stablehlo.multiply %3375, %3374 : tensor<8x8xf32>
    %3377 = stablehlo.slice %338 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3378 = stablehlo.slice %382 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3379 = stablehlo.slice %1399 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3380 = stablehlo.slice %1406 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3381 = stablehlo.slice %303 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3382 = stablehlo.broadcast_in_dim %3378, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3383 = stablehlo.multiply %3381, %3382 : tensor<8x8xf32>
    %3384 = stablehlo.add %3294, %3383 : tensor<8x8xf32>
    %3385 = stablehlo.broadcast_in_dim %3377, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3386 = stablehlo.multiply %3385, %3379 : tensor<8x8xf32>
    %3387 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3388 = stablehlo.subtract %3387, %3377 : tensor<1x8xf32>
    %3389 = stablehlo.broadcast_in_dim %3388, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3390 = stablehlo.multiply %3389, %3380 : tensor<8x8xf32>
    %3391 = stablehlo.add %3386, %3390 : tensor<8x8xf32>
    %3392 = stablehlo.broadcast_in_dim %3378, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3393 = stablehlo.multiply %3391, %3392 : tensor<8x8xf32>
    %3394 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3395 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3396 = stablehlo.select %3394, %3395, %c_21 : tensor<i1>, tensor<i32>
    %3397 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3398 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3399 = stablehlo.select %3397, %3398, %c_32 : tensor<i1>, tensor<i32>
    %3400 = stablehlo.dynamic_update_slice %3318, %3393, %3396, %3399 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3401 = stablehlo.subtract %3379, %3380 : tensor<8x8xf32>
    %3402 = stablehlo.multiply %3384, %3401 : tensor<8x8xf32>
    %3403 = stablehlo.reduce(%3402 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3404 = stablehlo.broadcast_in_dim %3403, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3405 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3406 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3407 = stablehlo.select %3405, %3406, %c_28 : tensor<i1>, tensor<i32>
    %3408 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3409 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3410 = stablehlo.select %3408, %3409, %c_32 : tensor<i1>, tensor<i32>
    %3411 = stablehlo.dynamic_update_slice %3329, %3404, %3407, %3410 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3412 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3413 = stablehlo.subtract %3412, %3377 : tensor<1x8xf32>
    %3414 = stablehlo.broadcast_in_dim %3413, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3415 = stablehlo.multiply %3414, %3384 : tensor<8x8xf32>
    %3416 = stablehlo.multiply %3380, %3380 : tensor<8x8xf32>
    %3417 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3418 = stablehlo.subtract %3417, %3416 : tensor<8x8xf32>
    %3419 = stablehlo.multiply %3415, %3418 : tensor<8x8xf32>
    %3420 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3421 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3422 = stablehlo.select %3420, %3421, %c_21 : tensor<i1>, tensor<i32>
    %3423 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3424 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3425 = stablehlo.select %3423, %3424, %c_32 : tensor<i1>, tensor<i32>
    %3426 = stablehlo.dynamic_update_slice %3344, %3419, %3422, %3425 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3427 = stablehlo.slice %314 [3:4, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3428 = stablehlo.broadcast_in_dim %3427, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3429 = stablehlo.multiply %3419, %3428 : tensor<8x8xf32>
    %3430 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3431 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3432 = stablehlo.select %3430, %3431, %c_21 : tensor<i1>, tensor<i32>
    %3433 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3434 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3435 = stablehlo.select %3433, %3434, %c_32 : tensor<i1>, tensor<i32>
    %3436 = stablehlo.dynamic_update_slice %3354, %3429, %3432, %3435 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3437 = stablehlo.slice %275 [24:32, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3438 = stablehlo.multiply %3419, %3437 : tensor<8x8xf32>
    %3439 = stablehlo.reduce(%3438 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3440 = stablehlo.broadcast_in_dim %3439, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3441 = stablehlo.broadcast_in_dim %3440, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3442 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3443 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3444 = stablehlo.select %3442, %3443, %c_32 : tensor<i1>, tensor<i32>
    %3445 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3446 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3447 = stablehlo.select %3445, %3446, %c_28 : tensor<i1>, tensor<i32>
    %3448 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3449 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3450 = stablehlo.select %3448, %3449, %c_32 : tensor<i1>, tensor<i32>
    %3451 = stablehlo.dynamic_update_slice %3369, %3441, %3444, %3447, %3450 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3452 = stablehlo.slice %349 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3453 = stablehlo.broadcast_in_dim %3377, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3454 = stablehlo.multiply %3453, %3384 : tensor<8x8xf32>
    %3455 = stablehlo.dot_general %3419, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3456 = stablehlo.add %3454, %3455 : tensor<8x8xf32>
    %3457 = stablehlo.broadcast_in_dim %3452, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3458 = stablehlo.multiply %3457, %3456 : tensor<8x8xf32>
    %3459 = stablehlo.slice %338 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3460 = stablehlo.slice %382 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3461 = stablehlo.slice %1399 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3462 = stablehlo.slice %1406 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3463 = stablehlo.slice %303 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3464 = stablehlo.broadcast_in_dim %3460, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3465 = stablehlo.multiply %3463, %3464 : tensor<8x8xf32>
    %3466 = stablehlo.add %3376, %3465 : tensor<8x8xf32>
    %3467 = stablehlo.broadcast_in_dim %3459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3468 = stablehlo.multiply %3467, %3461 : tensor<8x8xf32>
    %3469 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3470 = stablehlo.subtract %3469, %3459 : tensor<1x8xf32>
    %3471 = stablehlo.broadcast_in_dim %3470, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3472 = stablehlo.multiply %3471, %3462 : tensor<8x8xf32>
    %3473 = stablehlo.add %3468, %3472 : tensor<8x8xf32>
    %3474 = stablehlo.broadcast_in_dim %3460, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3475 = stablehlo.multiply %3473, %3474 : tensor<8x8xf32>
    %3476 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3477 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3478 = stablehlo.select %3476, %3477, %c_21 : tensor<i1>, tensor<i32>
    %3479 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3480 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3481 = stablehlo.select %3479, %3480, %c_25 : tensor<i1>, tensor<i32>
    %3482 = stablehlo.dynamic_update_slice %3400, %3475, %3478, %3481 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3483 = stablehlo.subtract %3461, %3462 : tensor<8x8xf32>
    %3484 = stablehlo.multiply %3466, %3483 : tensor<8x8xf32>
    %3485 = stablehlo.reduce(%3484 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3486 = stablehlo.broadcast_in_dim %3485, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3487 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3488 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3489 = stablehlo.select %3487, %3488, %c_28 : tensor<i1>, tensor<i32>
    %3490 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3491 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3492 = stablehlo.select %3490, %3491, %c_25 : tensor<i1>, tensor<i32>
    %3493 = stablehlo.dynamic_update_slice %3411, %3486, %3489, %3492 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3494 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3495 = stablehlo.subtract %3494, %3459 : tensor<1x8xf32>
    %3496 = stablehlo.broadcast_in_dim %3495, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3497 = stablehlo.multiply %3496, %3466 : tensor<8x8xf32>
    %3498 = stablehlo.multiply %3462, %3462 : tensor<8x8xf32>
    %3499 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3500 = stablehlo.subtract %3499, %3498 : tensor<8x8xf32>
    %3501 = stablehlo.multiply %3497, %3500 : tensor<8x8xf32>
    %3502 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3503 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3504 = stablehlo.select %3502, %3503, %c_21 : tensor<i1>, tensor<i32>
    %3505 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3506 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3507 = stablehlo.select %3505, %3506, %c_25 : tensor<i1>, tensor<i32>
    %3508 = stablehlo.dynamic_update_slice %3426, %3501, %3504, %3507 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3509 = stablehlo.slice %314 [3:4, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3510 = stablehlo.broadcast_in_dim %3509, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3511 = stablehlo.multiply %3501, %3510 : tensor<8x8xf32>
    %3512 = stablehlo.compare LT, %c_21, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3513 = stablehlo.add %c_21, %c_22 : tensor<i32>
    %3514 = stablehlo.select %3512, %3513, %c_21 : tensor<i1>, tensor<i32>
    %3515 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3516 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3517 = stablehlo.select %3515, %3516, %c_25 : tensor<i1>, tensor<i32>
    %3518 = stablehlo.dynamic_update_slice %3436, %3511, %3514, %3517 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3519 = stablehlo.slice %275 [24:32, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3520 = stablehlo.multiply %3501, %3519 : tensor<8x8xf32>
    %3521 = stablehlo.reduce(%3520 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3522 = stablehlo.broadcast_in_dim %3521, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3523 = stablehlo.broadcast_in_dim %3522, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3524 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3525 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3526 = stablehlo.select %3524, %3525, %c_32 : tensor<i1>, tensor<i32>
    %3527 = stablehlo.compare LT, %c_28, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3528 = stablehlo.add %c_28, %c_27 : tensor<i32>
    %3529 = stablehlo.select %3527, %3528, %c_28 : tensor<i1>, tensor<i32>
    %3530 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3531 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3532 = stablehlo.select %3530, %3531, %c_25 : tensor<i1>, tensor<i32>
    %3533 = stablehlo.dynamic_update_slice %3451, %3523, %3526, %3529, %3532 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3534 = stablehlo.slice %349 [3:4, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3535 = stablehlo.broadcast_in_dim %3459, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3536 = stablehlo.multiply %3535, %3466 : tensor<8x8xf32>
    %3537 = stablehlo.dot_general %3501, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3538 = stablehlo.add %3536, %3537 : tensor<8x8xf32>
    %3539 = stablehlo.broadcast_in_dim %3534, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3540 = stablehlo.multiply %3539, %3538 : tensor<8x8xf32>
    %3541 = stablehlo.slice %338 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3542 = stablehlo.slice %382 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3543 = stablehlo.slice %1399 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3544 = stablehlo.slice %1406 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3545 = stablehlo.slice %303 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3546 = stablehlo.broadcast_in_dim %3542, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3547 = stablehlo.multiply %3545, %3546 : tensor<8x8xf32>
    %3548 = stablehlo.add %3458, %3547 : tensor<8x8xf32>
    %3549 = stablehlo.broadcast_in_dim %3541, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3550 = stablehlo.multiply %3549, %3543 : tensor<8x8xf32>
    %3551 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3552 = stablehlo.subtract %3551, %3541 : tensor<1x8xf32>
    %3553 = stablehlo.broadcast_in_dim %3552, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3554 = stablehlo.multiply %3553, %3544 : tensor<8x8xf32>
    %3555 = stablehlo.add %3550, %3554 : tensor<8x8xf32>
    %3556 = stablehlo.broadcast_in_dim %3542, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3557 = stablehlo.multiply %3555, %3556 : tensor<8x8xf32>
    %3558 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3559 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3560 = stablehlo.select %3558, %3559, %c_27 : tensor<i1>, tensor<i32>
    %3561 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3562 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3563 = stablehlo.select %3561, %3562, %c_32 : tensor<i1>, tensor<i32>
    %3564 = stablehlo.dynamic_update_slice %3482, %3557, %3560, %3563 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3565 = stablehlo.subtract %3543, %3544 : tensor<8x8xf32>
    %3566 = stablehlo.multiply %3548, %3565 : tensor<8x8xf32>
    %3567 = stablehlo.reduce(%3566 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3568 = stablehlo.broadcast_in_dim %3567, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3569 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3570 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3571 = stablehlo.select %3569, %3570, %c_24 : tensor<i1>, tensor<i32>
    %3572 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3573 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3574 = stablehlo.select %3572, %3573, %c_32 : tensor<i1>, tensor<i32>
    %3575 = stablehlo.dynamic_update_slice %3493, %3568, %3571, %3574 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3576 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3577 = stablehlo.subtract %3576, %3541 : tensor<1x8xf32>
    %3578 = stablehlo.broadcast_in_dim %3577, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3579 = stablehlo.multiply %3578, %3548 : tensor<8x8xf32>
    %3580 = stablehlo.multiply %3544, %3544 : tensor<8x8xf32>
    %3581 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3582 = stablehlo.subtract %3581, %3580 : tensor<8x8xf32>
    %3583 = stablehlo.multiply %3579, %3582 : tensor<8x8xf32>
    %3584 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3585 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3586 = stablehlo.select %3584, %3585, %c_27 : tensor<i1>, tensor<i32>
    %3587 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3588 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3589 = stablehlo.select %3587, %3588, %c_32 : tensor<i1>, tensor<i32>
    %3590 = stablehlo.dynamic_update_slice %3508, %3583, %3586, %3589 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3591 = stablehlo.slice %314 [2:3, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3592 = stablehlo.broadcast_in_dim %3591, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3593 = stablehlo.multiply %3583, %3592 : tensor<8x8xf32>
    %3594 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3595 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3596 = stablehlo.select %3594, %3595, %c_27 : tensor<i1>, tensor<i32>
    %3597 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3598 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3599 = stablehlo.select %3597, %3598, %c_32 : tensor<i1>, tensor<i32>
    %3600 = stablehlo.dynamic_update_slice %3518, %3593, %3596, %3599 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3601 = stablehlo.slice %275 [16:24, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3602 = stablehlo.multiply %3583, %3601 : tensor<8x8xf32>
    %3603 = stablehlo.reduce(%3602 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3604 = stablehlo.broadcast_in_dim %3603, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3605 = stablehlo.broadcast_in_dim %3604, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3606 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3607 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3608 = stablehlo.select %3606, %3607, %c_32 : tensor<i1>, tensor<i32>
    %3609 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3610 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3611 = stablehlo.select %3609, %3610, %c_24 : tensor<i1>, tensor<i32>
    %3612 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3613 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3614 = stablehlo.select %3612, %3613, %c_32 : tensor<i1>, tensor<i32>
    %3615 = stablehlo.dynamic_update_slice %3533, %3605, %3608, %3611, %3614 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3616 = stablehlo.slice %349 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3617 = stablehlo.broadcast_in_dim %3541, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3618 = stablehlo.multiply %3617, %3548 : tensor<8x8xf32>
    %3619 = stablehlo.dot_general %3583, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3620 = stablehlo.add %3618, %3619 : tensor<8x8xf32>
    %3621 = stablehlo.broadcast_in_dim %3616, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3622 = stablehlo.multiply %3621, %3620 : tensor<8x8xf32>
    %3623 = stablehlo.slice %338 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3624 = stablehlo.slice %382 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3625 = stablehlo.slice %1399 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3626 = stablehlo.slice %1406 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3627 = stablehlo.slice %303 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3628 = stablehlo.broadcast_in_dim %3624, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3629 = stablehlo.multiply %3627, %3628 : tensor<8x8xf32>
    %3630 = stablehlo.add %3540, %3629 : tensor<8x8xf32>
    %3631 = stablehlo.broadcast_in_dim %3623, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3632 = stablehlo.multiply %3631, %3625 : tensor<8x8xf32>
    %3633 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3634 = stablehlo.subtract %3633, %3623 : tensor<1x8xf32>
    %3635 = stablehlo.broadcast_in_dim %3634, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3636 = stablehlo.multiply %3635, %3626 : tensor<8x8xf32>
    %3637 = stablehlo.add %3632, %3636 : tensor<8x8xf32>
    %3638 = stablehlo.broadcast_in_dim %3624, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3639 = stablehlo.multiply %3637, %3638 : tensor<8x8xf32>
    %3640 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3641 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3642 = stablehlo.select %3640, %3641, %c_27 : tensor<i1>, tensor<i32>
    %3643 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3644 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3645 = stablehlo.select %3643, %3644, %c_25 : tensor<i1>, tensor<i32>
    %3646 = stablehlo.dynamic_update_slice %3564, %3639, %3642, %3645 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3647 = stablehlo.subtract %3625, %3626 : tensor<8x8xf32>
    %3648 = stablehlo.multiply %3630, %3647 : tensor<8x8xf32>
    %3649 = stablehlo.reduce(%3648 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3650 = stablehlo.broadcast_in_dim %3649, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3651 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3652 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3653 = stablehlo.select %3651, %3652, %c_24 : tensor<i1>, tensor<i32>
    %3654 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3655 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3656 = stablehlo.select %3654, %3655, %c_25 : tensor<i1>, tensor<i32>
    %3657 = stablehlo.dynamic_update_slice %3575, %3650, %3653, %3656 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3658 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3659 = stablehlo.subtract %3658, %3623 : tensor<1x8xf32>
    %3660 = stablehlo.broadcast_in_dim %3659, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3661 = stablehlo.multiply %3660, %3630 : tensor<8x8xf32>
    %3662 = stablehlo.multiply %3626, %3626 : tensor<8x8xf32>
    %3663 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3664 = stablehlo.subtract %3663, %3662 : tensor<8x8xf32>
    %3665 = stablehlo.multiply %3661, %3664 : tensor<8x8xf32>
    %3666 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3667 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3668 = stablehlo.select %3666, %3667, %c_27 : tensor<i1>, tensor<i32>
    %3669 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3670 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3671 = stablehlo.select %3669, %3670, %c_25 : tensor<i1>, tensor<i32>
    %3672 = stablehlo.dynamic_update_slice %3590, %3665, %3668, %3671 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3673 = stablehlo.slice %314 [2:3, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3674 = stablehlo.broadcast_in_dim %3673, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3675 = stablehlo.multiply %3665, %3674 : tensor<8x8xf32>
    %3676 = stablehlo.compare LT, %c_27, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3677 = stablehlo.add %c_27, %c_22 : tensor<i32>
    %3678 = stablehlo.select %3676, %3677, %c_27 : tensor<i1>, tensor<i32>
    %3679 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3680 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3681 = stablehlo.select %3679, %3680, %c_25 : tensor<i1>, tensor<i32>
    %3682 = stablehlo.dynamic_update_slice %3600, %3675, %3678, %3681 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3683 = stablehlo.slice %275 [16:24, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3684 = stablehlo.multiply %3665, %3683 : tensor<8x8xf32>
    %3685 = stablehlo.reduce(%3684 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3686 = stablehlo.broadcast_in_dim %3685, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3687 = stablehlo.broadcast_in_dim %3686, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3688 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3689 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3690 = stablehlo.select %3688, %3689, %c_32 : tensor<i1>, tensor<i32>
    %3691 = stablehlo.compare LT, %c_24, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3692 = stablehlo.add %c_24, %c_27 : tensor<i32>
    %3693 = stablehlo.select %3691, %3692, %c_24 : tensor<i1>, tensor<i32>
    %3694 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3695 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3696 = stablehlo.select %3694, %3695, %c_25 : tensor<i1>, tensor<i32>
    %3697 = stablehlo.dynamic_update_slice %3615, %3687, %3690, %3693, %3696 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3698 = stablehlo.slice %349 [2:3, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3699 = stablehlo.broadcast_in_dim %3623, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3700 = stablehlo.multiply %3699, %3630 : tensor<8x8xf32>
    %3701 = stablehlo.dot_general %3665, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3702 = stablehlo.add %3700, %3701 : tensor<8x8xf32>
    %3703 = stablehlo.broadcast_in_dim %3698, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3704 = stablehlo.multiply %3703, %3702 : tensor<8x8xf32>
    %3705 = stablehlo.slice %338 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3706 = stablehlo.slice %382 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3707 = stablehlo.slice %1399 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3708 = stablehlo.slice %1406 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3709 = stablehlo.slice %303 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3710 = stablehlo.broadcast_in_dim %3706, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3711 = stablehlo.multiply %3709, %3710 : tensor<8x8xf32>
    %3712 = stablehlo.add %3622, %3711 : tensor<8x8xf32>
    %3713 = stablehlo.broadcast_in_dim %3705, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3714 = stablehlo.multiply %3713, %3707 : tensor<8x8xf32>
    %3715 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3716 = stablehlo.subtract %3715, %3705 : tensor<1x8xf32>
    %3717 = stablehlo.broadcast_in_dim %3716, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3718 = stablehlo.multiply %3717, %3708 : tensor<8x8xf32>
    %3719 = stablehlo.add %3714, %3718 : tensor<8x8xf32>
    %3720 = stablehlo.broadcast_in_dim %3706, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3721 = stablehlo.multiply %3719, %3720 : tensor<8x8xf32>
    %3722 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3723 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3724 = stablehlo.select %3722, %3723, %c_25 : tensor<i1>, tensor<i32>
    %3725 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3726 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3727 = stablehlo.select %3725, %3726, %c_32 : tensor<i1>, tensor<i32>
    %3728 = stablehlo.dynamic_update_slice %3646, %3721, %3724, %3727 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3729 = stablehlo.subtract %3707, %3708 : tensor<8x8xf32>
    %3730 = stablehlo.multiply %3712, %3729 : tensor<8x8xf32>
    %3731 = stablehlo.reduce(%3730 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3732 = stablehlo.broadcast_in_dim %3731, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3733 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3734 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3735 = stablehlo.select %3733, %3734, %c_30 : tensor<i1>, tensor<i32>
    %3736 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3737 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3738 = stablehlo.select %3736, %3737, %c_32 : tensor<i1>, tensor<i32>
    %3739 = stablehlo.dynamic_update_slice %3657, %3732, %3735, %3738 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3740 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3741 = stablehlo.subtract %3740, %3705 : tensor<1x8xf32>
    %3742 = stablehlo.broadcast_in_dim %3741, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3743 = stablehlo.multiply %3742, %3712 : tensor<8x8xf32>
    %3744 = stablehlo.multiply %3708, %3708 : tensor<8x8xf32>
    %3745 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3746 = stablehlo.subtract %3745, %3744 : tensor<8x8xf32>
    %3747 = stablehlo.multiply %3743, %3746 : tensor<8x8xf32>
    %3748 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3749 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3750 = stablehlo.select %3748, %3749, %c_25 : tensor<i1>, tensor<i32>
    %3751 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3752 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3753 = stablehlo.select %3751, %3752, %c_32 : tensor<i1>, tensor<i32>
    %3754 = stablehlo.dynamic_update_slice %3672, %3747, %3750, %3753 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3755 = stablehlo.slice %314 [1:2, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3756 = stablehlo.broadcast_in_dim %3755, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3757 = stablehlo.multiply %3747, %3756 : tensor<8x8xf32>
    %3758 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3759 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3760 = stablehlo.select %3758, %3759, %c_25 : tensor<i1>, tensor<i32>
    %3761 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3762 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3763 = stablehlo.select %3761, %3762, %c_32 : tensor<i1>, tensor<i32>
    %3764 = stablehlo.dynamic_update_slice %3682, %3757, %3760, %3763 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3765 = stablehlo.slice %275 [8:16, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3766 = stablehlo.multiply %3747, %3765 : tensor<8x8xf32>
    %3767 = stablehlo.reduce(%3766 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3768 = stablehlo.broadcast_in_dim %3767, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3769 = stablehlo.broadcast_in_dim %3768, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3770 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3771 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3772 = stablehlo.select %3770, %3771, %c_32 : tensor<i1>, tensor<i32>
    %3773 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3774 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3775 = stablehlo.select %3773, %3774, %c_30 : tensor<i1>, tensor<i32>
    %3776 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3777 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3778 = stablehlo.select %3776, %3777, %c_32 : tensor<i1>, tensor<i32>
    %3779 = stablehlo.dynamic_update_slice %3697, %3769, %3772, %3775, %3778 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3780 = stablehlo.slice %349 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3781 = stablehlo.broadcast_in_dim %3705, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3782 = stablehlo.multiply %3781, %3712 : tensor<8x8xf32>
    %3783 = stablehlo.dot_general %3747, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3784 = stablehlo.add %3782, %3783 : tensor<8x8xf32>
    %3785 = stablehlo.broadcast_in_dim %3780, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3786 = stablehlo.multiply %3785, %3784 : tensor<8x8xf32>
    %3787 = stablehlo.slice %338 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3788 = stablehlo.slice %382 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3789 = stablehlo.slice %1399 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3790 = stablehlo.slice %1406 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3791 = stablehlo.slice %303 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3792 = stablehlo.broadcast_in_dim %3788, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3793 = stablehlo.multiply %3791, %3792 : tensor<8x8xf32>
    %3794 = stablehlo.add %3704, %3793 : tensor<8x8xf32>
    %3795 = stablehlo.broadcast_in_dim %3787, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3796 = stablehlo.multiply %3795, %3789 : tensor<8x8xf32>
    %3797 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3798 = stablehlo.subtract %3797, %3787 : tensor<1x8xf32>
    %3799 = stablehlo.broadcast_in_dim %3798, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3800 = stablehlo.multiply %3799, %3790 : tensor<8x8xf32>
    %3801 = stablehlo.add %3796, %3800 : tensor<8x8xf32>
    %3802 = stablehlo.broadcast_in_dim %3788, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3803 = stablehlo.multiply %3801, %3802 : tensor<8x8xf32>
    %3804 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3805 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3806 = stablehlo.select %3804, %3805, %c_25 : tensor<i1>, tensor<i32>
    %3807 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3808 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3809 = stablehlo.select %3807, %3808, %c_25 : tensor<i1>, tensor<i32>
    %3810 = stablehlo.dynamic_update_slice %3728, %3803, %3806, %3809 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3811 = stablehlo.subtract %3789, %3790 : tensor<8x8xf32>
    %3812 = stablehlo.multiply %3794, %3811 : tensor<8x8xf32>
    %3813 = stablehlo.reduce(%3812 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3814 = stablehlo.broadcast_in_dim %3813, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3815 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3816 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3817 = stablehlo.select %3815, %3816, %c_30 : tensor<i1>, tensor<i32>
    %3818 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3819 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3820 = stablehlo.select %3818, %3819, %c_25 : tensor<i1>, tensor<i32>
    %3821 = stablehlo.dynamic_update_slice %3739, %3814, %3817, %3820 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3822 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3823 = stablehlo.subtract %3822, %3787 : tensor<1x8xf32>
    %3824 = stablehlo.broadcast_in_dim %3823, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3825 = stablehlo.multiply %3824, %3794 : tensor<8x8xf32>
    %3826 = stablehlo.multiply %3790, %3790 : tensor<8x8xf32>
    %3827 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3828 = stablehlo.subtract %3827, %3826 : tensor<8x8xf32>
    %3829 = stablehlo.multiply %3825, %3828 : tensor<8x8xf32>
    %3830 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3831 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3832 = stablehlo.select %3830, %3831, %c_25 : tensor<i1>, tensor<i32>
    %3833 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3834 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3835 = stablehlo.select %3833, %3834, %c_25 : tensor<i1>, tensor<i32>
    %3836 = stablehlo.dynamic_update_slice %3754, %3829, %3832, %3835 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3837 = stablehlo.slice %314 [1:2, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3838 = stablehlo.broadcast_in_dim %3837, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3839 = stablehlo.multiply %3829, %3838 : tensor<8x8xf32>
    %3840 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3841 = stablehlo.add %c_25, %c_22 : tensor<i32>
    %3842 = stablehlo.select %3840, %3841, %c_25 : tensor<i1>, tensor<i32>
    %3843 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3844 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3845 = stablehlo.select %3843, %3844, %c_25 : tensor<i1>, tensor<i32>
    %3846 = stablehlo.dynamic_update_slice %3764, %3839, %3842, %3845 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3847 = stablehlo.slice %275 [8:16, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3848 = stablehlo.multiply %3829, %3847 : tensor<8x8xf32>
    %3849 = stablehlo.reduce(%3848 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3850 = stablehlo.broadcast_in_dim %3849, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3851 = stablehlo.broadcast_in_dim %3850, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3852 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3853 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3854 = stablehlo.select %3852, %3853, %c_32 : tensor<i1>, tensor<i32>
    %3855 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3856 = stablehlo.add %c_30, %c_27 : tensor<i32>
    %3857 = stablehlo.select %3855, %3856, %c_30 : tensor<i1>, tensor<i32>
    %3858 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3859 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3860 = stablehlo.select %3858, %3859, %c_25 : tensor<i1>, tensor<i32>
    %3861 = stablehlo.dynamic_update_slice %3779, %3851, %3854, %3857, %3860 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3862 = stablehlo.slice %349 [1:2, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3863 = stablehlo.broadcast_in_dim %3787, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3864 = stablehlo.multiply %3863, %3794 : tensor<8x8xf32>
    %3865 = stablehlo.dot_general %3829, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3866 = stablehlo.add %3864, %3865 : tensor<8x8xf32>
    %3867 = stablehlo.broadcast_in_dim %3862, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3868 = stablehlo.multiply %3867, %3866 : tensor<8x8xf32>
    %3869 = stablehlo.slice %338 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3870 = stablehlo.slice %382 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3871 = stablehlo.slice %1399 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3872 = stablehlo.slice %1406 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3873 = stablehlo.slice %303 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3874 = stablehlo.broadcast_in_dim %3870, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3875 = stablehlo.multiply %3873, %3874 : tensor<8x8xf32>
    %3876 = stablehlo.add %3786, %3875 : tensor<8x8xf32>
    %3877 = stablehlo.broadcast_in_dim %3869, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3878 = stablehlo.multiply %3877, %3871 : tensor<8x8xf32>
    %3879 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3880 = stablehlo.subtract %3879, %3869 : tensor<1x8xf32>
    %3881 = stablehlo.broadcast_in_dim %3880, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3882 = stablehlo.multiply %3881, %3872 : tensor<8x8xf32>
    %3883 = stablehlo.add %3878, %3882 : tensor<8x8xf32>
    %3884 = stablehlo.broadcast_in_dim %3870, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3885 = stablehlo.multiply %3883, %3884 : tensor<8x8xf32>
    %3886 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3887 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3888 = stablehlo.select %3886, %3887, %c_32 : tensor<i1>, tensor<i32>
    %3889 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3890 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3891 = stablehlo.select %3889, %3890, %c_32 : tensor<i1>, tensor<i32>
    %3892 = stablehlo.dynamic_update_slice %3810, %3885, %3888, %3891 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3893 = stablehlo.subtract %3871, %3872 : tensor<8x8xf32>
    %3894 = stablehlo.multiply %3876, %3893 : tensor<8x8xf32>
    %3895 = stablehlo.reduce(%3894 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3896 = stablehlo.broadcast_in_dim %3895, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3897 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3898 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3899 = stablehlo.select %3897, %3898, %c_32 : tensor<i1>, tensor<i32>
    %3900 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3901 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3902 = stablehlo.select %3900, %3901, %c_32 : tensor<i1>, tensor<i32>
    %3903 = stablehlo.dynamic_update_slice %3821, %3896, %3899, %3902 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3904 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3905 = stablehlo.subtract %3904, %3869 : tensor<1x8xf32>
    %3906 = stablehlo.broadcast_in_dim %3905, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3907 = stablehlo.multiply %3906, %3876 : tensor<8x8xf32>
    %3908 = stablehlo.multiply %3872, %3872 : tensor<8x8xf32>
    %3909 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3910 = stablehlo.subtract %3909, %3908 : tensor<8x8xf32>
    %3911 = stablehlo.multiply %3907, %3910 : tensor<8x8xf32>
    %3912 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3913 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3914 = stablehlo.select %3912, %3913, %c_32 : tensor<i1>, tensor<i32>
    %3915 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3916 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3917 = stablehlo.select %3915, %3916, %c_32 : tensor<i1>, tensor<i32>
    %3918 = stablehlo.dynamic_update_slice %3836, %3911, %3914, %3917 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3919 = stablehlo.slice %314 [0:1, 0:8] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3920 = stablehlo.broadcast_in_dim %3919, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3921 = stablehlo.multiply %3911, %3920 : tensor<8x8xf32>
    %3922 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3923 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3924 = stablehlo.select %3922, %3923, %c_32 : tensor<i1>, tensor<i32>
    %3925 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3926 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3927 = stablehlo.select %3925, %3926, %c_32 : tensor<i1>, tensor<i32>
    %3928 = stablehlo.dynamic_update_slice %3846, %3921, %3924, %3927 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3929 = stablehlo.slice %275 [0:8, 0:8] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3930 = stablehlo.multiply %3911, %3929 : tensor<8x8xf32>
    %3931 = stablehlo.reduce(%3930 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3932 = stablehlo.broadcast_in_dim %3931, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3933 = stablehlo.broadcast_in_dim %3932, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %3934 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3935 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %3936 = stablehlo.select %3934, %3935, %c_32 : tensor<i1>, tensor<i32>
    %3937 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3938 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3939 = stablehlo.select %3937, %3938, %c_32 : tensor<i1>, tensor<i32>
    %3940 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3941 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3942 = stablehlo.select %3940, %3941, %c_32 : tensor<i1>, tensor<i32>
    %3943 = stablehlo.dynamic_update_slice %3861, %3933, %3936, %3939, %3942 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %3944 = stablehlo.slice %349 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %3945 = stablehlo.broadcast_in_dim %3869, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3946 = stablehlo.multiply %3945, %3876 : tensor<8x8xf32>
    %3947 = stablehlo.dot_general %3911, %360, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %3948 = stablehlo.add %3946, %3947 : tensor<8x8xf32>
    %3949 = stablehlo.broadcast_in_dim %3944, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %3950 = stablehlo.multiply %3949, %3948 : tensor<8x8xf32>
    %3951 = stablehlo.slice %338 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3952 = stablehlo.slice %382 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %3953 = stablehlo.slice %1399 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3954 = stablehlo.slice %1406 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3955 = stablehlo.slice %303 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %3956 = stablehlo.broadcast_in_dim %3952, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3957 = stablehlo.multiply %3955, %3956 : tensor<8x8xf32>
    %3958 = stablehlo.add %3868, %3957 : tensor<8x8xf32>
    %3959 = stablehlo.broadcast_in_dim %3951, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3960 = stablehlo.multiply %3959, %3953 : tensor<8x8xf32>
    %3961 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3962 = stablehlo.subtract %3961, %3951 : tensor<1x8xf32>
    %3963 = stablehlo.broadcast_in_dim %3962, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3964 = stablehlo.multiply %3963, %3954 : tensor<8x8xf32>
    %3965 = stablehlo.add %3960, %3964 : tensor<8x8xf32>
    %3966 = stablehlo.broadcast_in_dim %3952, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3967 = stablehlo.multiply %3965, %3966 : tensor<8x8xf32>
    %3968 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3969 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3970 = stablehlo.select %3968, %3969, %c_32 : tensor<i1>, tensor<i32>
    %3971 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3972 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3973 = stablehlo.select %3971, %3972, %c_25 : tensor<i1>, tensor<i32>
    %3974 = stablehlo.dynamic_update_slice %3892, %3967, %3970, %3973 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %3975 = stablehlo.subtract %3953, %3954 : tensor<8x8xf32>
    %3976 = stablehlo.multiply %3958, %3975 : tensor<8x8xf32>
    %3977 = stablehlo.reduce(%3976 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %3978 = stablehlo.broadcast_in_dim %3977, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3979 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3980 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %3981 = stablehlo.select %3979, %3980, %c_32 : tensor<i1>, tensor<i32>
    %3982 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3983 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3984 = stablehlo.select %3982, %3983, %c_25 : tensor<i1>, tensor<i32>
    %3985 = stablehlo.dynamic_update_slice %3903, %3978, %3981, %3984 : (tensor<16x16xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %3986 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %3987 = stablehlo.subtract %3986, %3951 : tensor<1x8xf32>
    %3988 = stablehlo.broadcast_in_dim %3987, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %3989 = stablehlo.multiply %3988, %3958 : tensor<8x8xf32>
    %3990 = stablehlo.multiply %3954, %3954 : tensor<8x8xf32>
    %3991 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %3992 = stablehlo.subtract %3991, %3990 : tensor<8x8xf32>
    %3993 = stablehlo.multiply %3989, %3992 : tensor<8x8xf32>
    %3994 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3995 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %3996 = stablehlo.select %3994, %3995, %c_32 : tensor<i1>, tensor<i32>
    %3997 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3998 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %3999 = stablehlo.select %3997, %3998, %c_25 : tensor<i1>, tensor<i32>
    %4000 = stablehlo.dynamic_update_slice %3918, %3993, %3996, %3999 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %4001 = stablehlo.slice %314 [0:1, 8:16] : (tensor<16x16xf32>) -> tensor<1x8xf32>
    %4002 = stablehlo.broadcast_in_dim %4001, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %4003 = stablehlo.multiply %3993, %4002 : tensor<8x8xf32>
    %4004 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4005 = stablehlo.add %c_32, %c_22 : tensor<i32>
    %4006 = stablehlo.select %4004, %4005, %c_32 : tensor<i1>, tensor<i32>
    %4007 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4008 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %4009 = stablehlo.select %4007, %4008, %c_25 : tensor<i1>, tensor<i32>
    %4010 = stablehlo.dynamic_update_slice %3928, %4003, %4006, %4009 : (tensor<128x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %4011 = stablehlo.slice %275 [0:8, 8:16] : (tensor<128x16xf32>) -> tensor<8x8xf32>
    %4012 = stablehlo.multiply %3993, %4011 : tensor<8x8xf32>
    %4013 = stablehlo.reduce(%4012 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %4014 = stablehlo.broadcast_in_dim %4013, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %4015 = stablehlo.broadcast_in_dim %4014, dims = [1, 2] : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %4016 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4017 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4018 = stablehlo.select %4016, %4017, %c_32 : tensor<i1>, tensor<i32>
    %4019 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4020 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4021 = stablehlo.select %4019, %4020, %c_32 : tensor<i1>, tensor<i32>
    %4022 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4023 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %4024 = stablehlo.select %4022, %4023, %c_25 : tensor<i1>, tensor<i32>
    %4025 = stablehlo.dynamic_update_slice %3943, %4015, %4018, %4021, %4024 : (tensor<1x16x16xf32>, tensor<1x1x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %4026 = stablehlo.slice %349 [0:1, 0:1] : (tensor<16x1xf32>) -> tensor<1x1xf32>
    %4027 = stablehlo.broadcast_in_dim %3951, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %4028 = stablehlo.multiply %4027, %3958 : tensor<8x8xf32>
    %4029 = stablehlo.dot_general %3993, %371, contracting_dims = [1] x [1] : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %4030 = stablehlo.add %4028, %4029 : tensor<8x8xf32>
    %4031 = stablehlo.broadcast_in_dim %4026, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x8xf32>
    %4032 = stablehlo.multiply %4031, %4030 : tensor<8x8xf32>
    %4033 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4034 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4035 = stablehlo.select %4033, %4034, %c_32 : tensor<i1>, tensor<i32>
    %4036 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4037 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4038 = stablehlo.select %4036, %4037, %c_32 : tensor<i1>, tensor<i32>
    %4039 = stablehlo.dynamic_update_slice %235#0, %3950, %4035, %4038 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %4040 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4041 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4042 = stablehlo.select %4040, %4041, %c_32 : tensor<i1>, tensor<i32>
    %4043 = stablehlo.compare LT, %c_25, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4044 = stablehlo.add %c_25, %c_27 : tensor<i32>
    %4045 = stablehlo.select %4043, %4044, %c_25 : tensor<i1>, tensor<i32>
    %4046 = stablehlo.dynamic_update_slice %4039, %4032, %4042, %4045 : (tensor<8x16xf32>, tensor<8x8xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %4047 = stablehlo.convert %247 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %4048 = stablehlo.convert %3974 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %4049 = stablehlo.convert %4048 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %4050 = stablehlo.subtract %3974, %4049 : tensor<128x16xf32>
    %4051 = stablehlo.convert %4050 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %4052 = stablehlo.convert %4051 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %4053 = stablehlo.subtract %4050, %4052 : tensor<128x16xf32>
    %4054 = stablehlo.convert %4053 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %4055 = stablehlo.dot_general %4048, %4047, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %4056 = stablehlo.dot_general %4051, %4047, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %4057 = stablehlo.dot_general %4054, %4047, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %4058 = stablehlo.add %4055, %4056 : tensor<128x4xf32>
    %4059 = stablehlo.add %4058, %4057 : tensor<128x4xf32>
    %4060 = stablehlo.reshape %4059 : (tensor<128x4xf32>) -> tensor<16x8x4xf32>
    %4061 = stablehlo.broadcast_in_dim %4060, dims = [1, 2, 3] : (tensor<16x8x4xf32>) -> tensor<1x16x8x4xf32>
    %4062 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4063 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4064 = stablehlo.select %4062, %4063, %c_32 : tensor<i1>, tensor<i32>
    %4065 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4066 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4067 = stablehlo.select %4065, %4066, %c_32 : tensor<i1>, tensor<i32>
    %4068 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4069 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4070 = stablehlo.select %4068, %4069, %c_32 : tensor<i1>, tensor<i32>
    %4071 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4072 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4073 = stablehlo.select %4071, %4072, %c_32 : tensor<i1>, tensor<i32>
    %4074 = stablehlo.dynamic_update_slice %186, %4061, %4064, %4067, %4070, %4073 : (tensor<1x16x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %4075 = stablehlo.convert %247 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %4076 = stablehlo.convert %4010 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %4077 = stablehlo.convert %4076 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %4078 = stablehlo.subtract %4010, %4077 : tensor<128x16xf32>
    %4079 = stablehlo.convert %4078 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %4080 = stablehlo.convert %4079 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %4081 = stablehlo.subtract %4078, %4080 : tensor<128x16xf32>
    %4082 = stablehlo.convert %4081 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %4083 = stablehlo.dot_general %4076, %4075, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %4084 = stablehlo.dot_general %4079, %4075, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %4085 = stablehlo.dot_general %4082, %4075, contracting_dims = [1] x [1] : (tensor<128x16xbf16>, tensor<4x16xbf16>) -> tensor<128x4xf32>
    %4086 = stablehlo.add %4083, %4084 : tensor<128x4xf32>
    %4087 = stablehlo.add %4086, %4085 : tensor<128x4xf32>
    %4088 = stablehlo.reshape %4087 : (tensor<128x4xf32>) -> tensor<16x8x4xf32>
    %4089 = stablehlo.broadcast_in_dim %4088, dims = [1, 2, 3] : (tensor<16x8x4xf32>) -> tensor<1x16x8x4xf32>
    %4090 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4091 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4092 = stablehlo.select %4090, %4091, %c_32 : tensor<i1>, tensor<i32>
    %4093 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4094 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4095 = stablehlo.select %4093, %4094, %c_32 : tensor<i1>, tensor<i32>
    %4096 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4097 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4098 = stablehlo.select %4096, %4097, %c_32 : tensor<i1>, tensor<i32>
    %4099 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4100 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4101 = stablehlo.select %4099, %4100, %c_32 : tensor<i1>, tensor<i32>
    %4102 = stablehlo.dynamic_update_slice %199, %4089, %4092, %4095, %4098, %4101 : (tensor<1x16x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8x4xf32>
    %4103 = stablehlo.convert %247 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %4104 = stablehlo.convert %3985 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %4105 = stablehlo.convert %4104 : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    %4106 = stablehlo.subtract %3985, %4105 : tensor<16x16xf32>
    %4107 = stablehlo.convert %4106 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %4108 = stablehlo.convert %4107 : (tensor<16x16xbf16>) -> tensor<16x16xf32>
    %4109 = stablehlo.subtract %4106, %4108 : tensor<16x16xf32>
    %4110 = stablehlo.convert %4109 : (tensor<16x16xf32>) -> tensor<16x16xbf16>
    %4111 = stablehlo.dot_general %4104, %4103, contracting_dims = [1] x [1] : (tensor<16x16xbf16>, tensor<4x16xbf16>) -> tensor<16x4xf32>
    %4112 = stablehlo.dot_general %4107, %4103, contracting_dims = [1] x [1] : (tensor<16x16xbf16>, tensor<4x16xbf16>) -> tensor<16x4xf32>
    %4113 = stablehlo.dot_general %4110, %4103, contracting_dims = [1] x [1] : (tensor<16x16xbf16>, tensor<4x16xbf16>) -> tensor<16x4xf32>
    %4114 = stablehlo.add %4111, %4112 : tensor<16x4xf32>
    %4115 = stablehlo.add %4114, %4113 : tensor<16x4xf32>
    %4116 = stablehlo.broadcast_in_dim %4115, dims = [1, 2] : (tensor<16x4xf32>) -> tensor<1x16x4xf32>
    %4117 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4118 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4119 = stablehlo.select %4117, %4118, %c_32 : tensor<i1>, tensor<i32>
    %4120 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4121 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4122 = stablehlo.select %4120, %4121, %c_32 : tensor<i1>, tensor<i32>
    %4123 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4124 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4125 = stablehlo.select %4123, %4124, %c_32 : tensor<i1>, tensor<i32>
    %4126 = stablehlo.dynamic_update_slice %219, %4116, %4119, %4122, %4125 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x4xf32>
    %4127 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4128 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4129 = stablehlo.select %4127, %4128, %c_32 : tensor<i1>, tensor<i32>
    %4130 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4131 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4132 = stablehlo.select %4130, %4131, %c_32 : tensor<i1>, tensor<i32>
    %4133 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4134 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4135 = stablehlo.select %4133, %4134, %c_32 : tensor<i1>, tensor<i32>
    %4136 = stablehlo.dynamic_slice %235#1, %4129, %4132, %4135, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %4137 = stablehlo.reshape %4136 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %4138 = stablehlo.slice %1399 [0:128, 0:8] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4139 = stablehlo.slice %4000 [0:128, 0:8] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4140 = stablehlo.dot_general %4138, %4139, contracting_dims = [0] x [0] : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %4141 = stablehlo.add %4137, %4140 : tensor<8x8xf32>
    %4142 = stablehlo.broadcast_in_dim %4141, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %4143 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4144 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4145 = stablehlo.select %4143, %4144, %c_32 : tensor<i1>, tensor<i32>
    %4146 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4147 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4148 = stablehlo.select %4146, %4147, %c_32 : tensor<i1>, tensor<i32>
    %4149 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4150 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4151 = stablehlo.select %4149, %4150, %c_32 : tensor<i1>, tensor<i32>
    %4152 = stablehlo.dynamic_update_slice %235#1, %4142, %4145, %4148, %4151 : (tensor<2x8x8xf32>, tensor<1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4153 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4154 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %4155 = stablehlo.select %4153, %4154, %c_30 : tensor<i1>, tensor<i32>
    %4156 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4157 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4158 = stablehlo.select %4156, %4157, %c_32 : tensor<i1>, tensor<i32>
    %4159 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4160 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4161 = stablehlo.select %4159, %4160, %c_32 : tensor<i1>, tensor<i32>
    %4162 = stablehlo.dynamic_slice %4152, %4155, %4158, %4161, sizes = [1, 8, 8] : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %4163 = stablehlo.reshape %4162 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    %4164 = stablehlo.slice %1399 [0:128, 8:16] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4165 = stablehlo.slice %4000 [0:128, 8:16] : (tensor<128x16xf32>) -> tensor<128x8xf32>
    %4166 = stablehlo.dot_general %4164, %4165, contracting_dims = [0] x [0] : (tensor<128x8xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %4167 = stablehlo.add %4163, %4166 : tensor<8x8xf32>
    %4168 = stablehlo.broadcast_in_dim %4167, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %4169 = stablehlo.compare LT, %c_30, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4170 = stablehlo.add %c_30, %c_24 : tensor<i32>
    %4171 = stablehlo.select %4169, %4170, %c_30 : tensor<i1>, tensor<i32>
    %4172 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4173 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4174 = stablehlo.select %4172, %4173, %c_32 : tensor<i1>, tensor<i32>
    %4175 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4176 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4177 = stablehlo.select %4175, %4176, %c_32 : tensor<i1>, tensor<i32>
    %4178 = stablehlo.dynamic_update_slice %4152, %4168, %4171, %4174, %4177 : (tensor<2x8x8xf32>, tensor<1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4179 = stablehlo.compare EQ, %iterArg_35, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4180 = stablehlo.convert %4179 : (tensor<i1>) -> tensor<i32>
    %4181 = "stablehlo.case"(%4180) ({
      stablehlo.return %232 : tensor<1x2x8x8xf32>
    }, {
      %4339 = stablehlo.broadcast_in_dim %4178, dims = [1, 2, 3] : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
      %4340 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4341 = stablehlo.add %c_32, %c_30 : tensor<i32>
      %4342 = stablehlo.select %4340, %4341, %c_32 : tensor<i1>, tensor<i32>
      %4343 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4344 = stablehlo.add %c_32, %c_24 : tensor<i32>
      %4345 = stablehlo.select %4343, %4344, %c_32 : tensor<i1>, tensor<i32>
      %4346 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4347 = stablehlo.add %c_32, %c_25 : tensor<i32>
      %4348 = stablehlo.select %4346, %4347, %c_32 : tensor<i1>, tensor<i32>
      %4349 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4350 = stablehlo.add %c_32, %c_25 : tensor<i32>
      %4351 = stablehlo.select %4349, %4350, %c_32 : tensor<i1>, tensor<i32>
      %4352 = stablehlo.dynamic_update_slice %232, %4339, %4342, %4345, %4348, %4351 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
      stablehlo.return %4352 : tensor<1x2x8x8xf32>
    }) : (tensor<i32>) -> tensor<1x2x8x8xf32>
    %4182 = stablehlo.compare LT, %52, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4183 = stablehlo.add %52, %c_30 : tensor<i32>
    %4184 = stablehlo.select %4182, %4183, %52 : tensor<i1>, tensor<i32>
    %4185 = stablehlo.compare LT, %53, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4186 = stablehlo.add %53, %c_26 : tensor<i32>
    %4187 = stablehlo.select %4185, %4186, %53 : tensor<i1>, tensor<i32>
    %4188 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4189 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4190 = stablehlo.select %4188, %4189, %c_32 : tensor<i1>, tensor<i32>
    %4191 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4192 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4193 = stablehlo.select %4191, %4192, %c_32 : tensor<i1>, tensor<i32>
    %4194 = stablehlo.dynamic_update_slice %iterArg_36, %97, %4184, %4187, %4190, %4193 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4195 = stablehlo.compare LT, %55, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4196 = stablehlo.add %55, %c_30 : tensor<i32>
    %4197 = stablehlo.select %4195, %4196, %55 : tensor<i1>, tensor<i32>
    %4198 = stablehlo.compare LT, %56, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4199 = stablehlo.add %56, %c_26 : tensor<i32>
    %4200 = stablehlo.select %4198, %4199, %56 : tensor<i1>, tensor<i32>
    %4201 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4202 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4203 = stablehlo.select %4201, %4202, %c_32 : tensor<i1>, tensor<i32>
    %4204 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4205 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4206 = stablehlo.select %4204, %4205, %c_32 : tensor<i1>, tensor<i32>
    %4207 = stablehlo.dynamic_update_slice %iterArg_37, %110, %4197, %4200, %4203, %4206 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4208 = stablehlo.compare LT, %58, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4209 = stablehlo.add %58, %c_30 : tensor<i32>
    %4210 = stablehlo.select %4208, %4209, %58 : tensor<i1>, tensor<i32>
    %4211 = stablehlo.compare LT, %59, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4212 = stablehlo.add %59, %c_26 : tensor<i32>
    %4213 = stablehlo.select %4211, %4212, %59 : tensor<i1>, tensor<i32>
    %4214 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4215 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4216 = stablehlo.select %4214, %4215, %c_32 : tensor<i1>, tensor<i32>
    %4217 = stablehlo.dynamic_update_slice %iterArg_38, %120, %4210, %4213, %4216 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4218 = stablehlo.compare LT, %61, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4219 = stablehlo.add %61, %c_30 : tensor<i32>
    %4220 = stablehlo.select %4218, %4219, %61 : tensor<i1>, tensor<i32>
    %4221 = stablehlo.compare LT, %62, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4222 = stablehlo.add %62, %c_26 : tensor<i32>
    %4223 = stablehlo.select %4221, %4222, %62 : tensor<i1>, tensor<i32>
    %4224 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4225 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4226 = stablehlo.select %4224, %4225, %c_32 : tensor<i1>, tensor<i32>
    %4227 = stablehlo.dynamic_update_slice %iterArg_39, %130, %4220, %4223, %4226 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %4228 = stablehlo.compare LT, %64, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4229 = stablehlo.add %64, %c_30 : tensor<i32>
    %4230 = stablehlo.select %4228, %4229, %64 : tensor<i1>, tensor<i32>
    %4231 = stablehlo.compare LT, %65, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4232 = stablehlo.add %65, %c_26 : tensor<i32>
    %4233 = stablehlo.select %4231, %4232, %65 : tensor<i1>, tensor<i32>
    %4234 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4235 = stablehlo.add %c_32, %c_30 : tensor<i32>
    %4236 = stablehlo.select %4234, %4235, %c_32 : tensor<i1>, tensor<i32>
    %4237 = stablehlo.dynamic_update_slice %iterArg_40, %140, %4230, %4233, %4236 : (tensor<1x64x1xf32>, tensor<1x16x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x1xf32>
    %4238 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4239 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4240 = stablehlo.select %4238, %4239, %c_32 : tensor<i1>, tensor<i32>
    %4241 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4242 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4243 = stablehlo.select %4241, %4242, %c_32 : tensor<i1>, tensor<i32>
    %4244 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4245 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4246 = stablehlo.select %4244, %4245, %c_32 : tensor<i1>, tensor<i32>
    %4247 = stablehlo.dynamic_update_slice %iterArg_41, %150, %4240, %4243, %4246 : (tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    %4248 = stablehlo.compare LT, %67, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4249 = stablehlo.add %67, %c_30 : tensor<i32>
    %4250 = stablehlo.select %4248, %4249, %67 : tensor<i1>, tensor<i32>
    %4251 = stablehlo.compare LT, %68, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4252 = stablehlo.add %68, %c_29 : tensor<i32>
    %4253 = stablehlo.select %4251, %4252, %68 : tensor<i1>, tensor<i32>
    %4254 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4255 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4256 = stablehlo.select %4254, %4255, %c_32 : tensor<i1>, tensor<i32>
    %4257 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4258 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4259 = stablehlo.select %4257, %4258, %c_32 : tensor<i1>, tensor<i32>
    %4260 = stablehlo.dynamic_update_slice %iterArg_42, %163, %4250, %4253, %4256, %4259 : (tensor<1x4x8x16xf32>, tensor<1x1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x16xf32>
    %4261 = stablehlo.compare LT, %70, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4262 = stablehlo.add %70, %c_30 : tensor<i32>
    %4263 = stablehlo.select %4261, %4262, %70 : tensor<i1>, tensor<i32>
    %4264 = stablehlo.compare LT, %71, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4265 = stablehlo.add %71, %c_26 : tensor<i32>
    %4266 = stablehlo.select %4264, %4265, %71 : tensor<i1>, tensor<i32>
    %4267 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4268 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4269 = stablehlo.select %4267, %4268, %c_32 : tensor<i1>, tensor<i32>
    %4270 = stablehlo.dynamic_update_slice %iterArg_43, %173, %4263, %4266, %4269 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4271 = stablehlo.compare LT, %73, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4272 = stablehlo.add %73, %c_30 : tensor<i32>
    %4273 = stablehlo.select %4271, %4272, %73 : tensor<i1>, tensor<i32>
    %4274 = stablehlo.compare LT, %74, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4275 = stablehlo.add %74, %c_26 : tensor<i32>
    %4276 = stablehlo.select %4274, %4275, %74 : tensor<i1>, tensor<i32>
    %4277 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4278 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4279 = stablehlo.select %4277, %4278, %c_32 : tensor<i1>, tensor<i32>
    %4280 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4281 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4282 = stablehlo.select %4280, %4281, %c_32 : tensor<i1>, tensor<i32>
    %4283 = stablehlo.dynamic_update_slice %iterArg_44, %4074, %4273, %4276, %4279, %4282 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4284 = stablehlo.compare LT, %76, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4285 = stablehlo.add %76, %c_30 : tensor<i32>
    %4286 = stablehlo.select %4284, %4285, %76 : tensor<i1>, tensor<i32>
    %4287 = stablehlo.compare LT, %77, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4288 = stablehlo.add %77, %c_26 : tensor<i32>
    %4289 = stablehlo.select %4287, %4288, %77 : tensor<i1>, tensor<i32>
    %4290 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4291 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4292 = stablehlo.select %4290, %4291, %c_32 : tensor<i1>, tensor<i32>
    %4293 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4294 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4295 = stablehlo.select %4293, %4294, %c_32 : tensor<i1>, tensor<i32>
    %4296 = stablehlo.dynamic_update_slice %iterArg_45, %4102, %4286, %4289, %4292, %4295 : (tensor<1x64x8x4xf32>, tensor<1x16x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x4xf32>
    %4297 = stablehlo.compare LT, %79, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4298 = stablehlo.add %79, %c_30 : tensor<i32>
    %4299 = stablehlo.select %4297, %4298, %79 : tensor<i1>, tensor<i32>
    %4300 = stablehlo.compare LT, %80, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4301 = stablehlo.add %80, %c_26 : tensor<i32>
    %4302 = stablehlo.select %4300, %4301, %80 : tensor<i1>, tensor<i32>
    %4303 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4304 = stablehlo.add %c_32, %c_27 : tensor<i32>
    %4305 = stablehlo.select %4303, %4304, %c_32 : tensor<i1>, tensor<i32>
    %4306 = stablehlo.dynamic_update_slice %iterArg_46, %4025, %4299, %4302, %4305 : (tensor<1x64x16xf32>, tensor<1x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x16xf32>
    %4307 = stablehlo.compare LT, %82, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4308 = stablehlo.add %82, %c_30 : tensor<i32>
    %4309 = stablehlo.select %4307, %4308, %82 : tensor<i1>, tensor<i32>
    %4310 = stablehlo.compare LT, %83, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4311 = stablehlo.add %83, %c_26 : tensor<i32>
    %4312 = stablehlo.select %4310, %4311, %83 : tensor<i1>, tensor<i32>
    %4313 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4314 = stablehlo.add %c_32, %c_29 : tensor<i32>
    %4315 = stablehlo.select %4313, %4314, %c_32 : tensor<i1>, tensor<i32>
    %4316 = stablehlo.dynamic_update_slice %iterArg_47, %4126, %4309, %4312, %4315 : (tensor<1x64x4xf32>, tensor<1x16x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4xf32>
    %4317 = stablehlo.compare LT, %84, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4318 = stablehlo.add %84, %c_30 : tensor<i32>
    %4319 = stablehlo.select %4317, %4318, %84 : tensor<i1>, tensor<i32>
    %4320 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4321 = stablehlo.add %c_32, %c_24 : tensor<i32>
    %4322 = stablehlo.select %4320, %4321, %c_32 : tensor<i1>, tensor<i32>
    %4323 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4324 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4325 = stablehlo.select %4323, %4324, %c_32 : tensor<i1>, tensor<i32>
    %4326 = stablehlo.compare LT, %c_32, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4327 = stablehlo.add %c_32, %c_25 : tensor<i32>
    %4328 = stablehlo.select %4326, %4327, %c_32 : tensor<i1>, tensor<i32>
    %4329 = stablehlo.dynamic_update_slice %iterArg_48, %4181, %4319, %4322, %4325, %4328 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x8xf32>
    %4330 = stablehlo.add %iterArg_33, %c_30 : tensor<i32>
    %4331 = stablehlo.add %iterArg_35, %c_30 : tensor<i32>
    %4332 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where(%c, %4331, %iterArg_35) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4333 = stablehlo.compare EQ, %4332, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4334 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where_0(%4333, %c_32, %4332) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4335 = stablehlo.add %iterArg_34, %c_30 : tensor<i32>
    %4336 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where(%4333, %4335, %iterArg_34) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %4337 = stablehlo.compare EQ, %4336, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4338 = func.call @namtrain_m2rnn_tiny_cpu_bwd___where_0(%4337, %c_32, %4336) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %4330, %4338, %4334, %4194, %4207, %4217, %4227, %4237, %4247, %4260, %4270, %4283, %4296, %4306, %4316, %4329, %4046, %4178, %1399, %1406, %4000, %3974, %4010, %3985 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x64x1xf32>, tensor<2x8x8xf32>, tensor<1x4x8x16xf32>, tensor<1x64x16xf32>, tensor<1x64x8x4xf32>, tensor<1x64x8x4xf32>, tensor<1x64x16xf32>, tensor<1x64x4xf32>, tensor<1x2x8x8xf32>, tensor<8x16xf32>, tensor<2x8x8xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<128x16xf32>, tensor<16x16xf32>
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
