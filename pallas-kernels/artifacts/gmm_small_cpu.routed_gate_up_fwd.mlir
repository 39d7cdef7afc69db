func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd(%arg0: tensor<128x128xf32>, %arg1: tensor<256xi32>, %arg2: tensor<4x128x256xf32>, %arg3: tensor<4xi32>) -> (tensor<256x256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<2> : tensor<i32>
  %c_2 = stablehlo.constant dense<-1> : tensor<i32>
  %c_3 = stablehlo.constant dense<128> : tensor<i32>
  %c_4 = stablehlo.constant dense<7> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i16>
  %c_6 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_8 = stablehlo.constant dense<5> : tensor<i32>
  %c_9 = stablehlo.constant dense<4> : tensor<i32>
  %c_10 = stablehlo.constant dense<1> : tensor<i32>
  %c_11 = stablehlo.constant dense<3> : tensor<i32>
  %c_12 = stablehlo.constant dense<64> : tensor<i32>
  %c_13 = stablehlo.constant dense<256> : tensor<i32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<4xi32>
  %2 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide(%7, %c_12) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide(%17, %c_12) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_1(%10, %21, %c_14) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.add %9, %c_12 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_10 : tensor<i32>
  %25 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide_2(%24, %c_12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_9, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %31 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_4(%28) : (tensor<5xi32>) -> tensor<5xi32>
  %32 = stablehlo.slice %31 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<7xi32>
  %35 = stablehlo.subtract %33, %c_10 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<7xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %43 = stablehlo.convert %42 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %44 = stablehlo.reduce(%43 init: %c_14) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %45 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %47 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %48 = stablehlo.add %44, %47 : tensor<7xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<7xi1>, tensor<7xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %52 = stablehlo.add %51, %37 : tensor<7xi32>
  %53 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %55 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %56 = stablehlo.add %44, %55 : tensor<7xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<7xi1>, tensor<7xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %60 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %62 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %63 = stablehlo.add %44, %62 : tensor<7xi32>
  %64 = stablehlo.select %61, %63, %44 : tensor<7xi1>, tensor<7xi32>
  %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %66 = "stablehlo.gather"(%28, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %67 = stablehlo.subtract %59, %66 : tensor<7xi32>
  %68 = stablehlo.subtract %52, %67 : tensor<7xi32>
  %69 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.concatenate %7, %69, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %71 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %4, %71, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %73 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.reshape %arg1 : (tensor<256xi32>) -> tensor<4x64xi32>
  %75 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
  %76 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
  %77 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x64x128xf32>
  %78 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x64xi32>
  %79 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %80 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i16>) -> tensor<3xi16>
  %81 = stablehlo.multiply %c_10, %c_4 : tensor<i32>
  %82 = stablehlo.multiply %81, %c_10 : tensor<i32>
  %83:19 = stablehlo.while(%iterArg = %82, %iterArg_15 = %44, %iterArg_16 = %73, %iterArg_17 = %68, %iterArg_18 = %72, %iterArg_19 = %70, %iterArg_20 = %c_14, %iterArg_21 = %c_14, %iterArg_22 = %c_14, %iterArg_23 = %c_14, %iterArg_24 = %74, %iterArg_25 = %arg0, %iterArg_26 = %arg2, %iterArg_27 = %75, %iterArg_28 = %76, %iterArg_29 = %77, %iterArg_30 = %78, %iterArg_31 = %79, %iterArg_32 = %80) : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<4x128x256xf32>, tensor<256x256xf32>, tensor<64x256xf32>, tensor<2x64x128xf32>, tensor<2x64xi32>, tensor<1xi32>, tensor<3xi16>
  cond {
    %84 = stablehlo.convert %iterArg : tensor<i32>
    %85 = stablehlo.compare LT, %iterArg_20, %84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %85 : tensor<i1>
  } do {
    %84 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
    %86 = stablehlo.select %84, %85, %iterArg_22 : tensor<i1>, tensor<i32>
    %87 = stablehlo.dynamic_slice %iterArg_15, %86, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %88 = stablehlo.reshape %87 : (tensor<1xi32>) -> tensor<i32>
    %89 = stablehlo.minimum %88, %c_11 : tensor<i32>
    %90 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %91 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %92 = stablehlo.select %90, %91, %c_14 : tensor<i1>, tensor<i32>
    %93 = stablehlo.dynamic_slice %iterArg_16, %92, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
    %95 = stablehlo.compare LT, %iterArg_22, %94, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_6(%95, %iterArg_23, %c_14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %97 = stablehlo.multiply %c_3, %96 : tensor<i32>
    %98 = stablehlo.multiply %c_13, %iterArg_21 : tensor<i32>
    %99 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
    %101 = stablehlo.select %99, %100, %iterArg_22 : tensor<i1>, tensor<i32>
    %102 = stablehlo.dynamic_slice %iterArg_17, %101, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %103 = stablehlo.reshape %102 : (tensor<1xi32>) -> tensor<i32>
    %104 = stablehlo.multiply %c_12, %103 : tensor<i32>
    %105 = stablehlo.multiply %c_13, %iterArg_21 : tensor<i32>
    %106 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.add %c_14, %c_9 : tensor<i32>
    %108 = stablehlo.select %106, %107, %c_14 : tensor<i1>, tensor<i32>
    %109 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %110 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %111 = stablehlo.select %109, %110, %c_14 : tensor<i1>, tensor<i32>
    %112 = stablehlo.dynamic_slice %iterArg_24, %108, %111, sizes = [4, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %113 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %114 = stablehlo.add %c_14, %c_3 : tensor<i32>
    %115 = stablehlo.select %113, %114, %c_14 : tensor<i1>, tensor<i32>
    %116 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %117 = stablehlo.add %c_14, %c_3 : tensor<i32>
    %118 = stablehlo.select %116, %117, %c_14 : tensor<i1>, tensor<i32>
    %119 = stablehlo.dynamic_slice %iterArg_25, %115, %118, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %120 = stablehlo.compare LT, %89, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %121 = stablehlo.add %89, %c_9 : tensor<i32>
    %122 = stablehlo.select %120, %121, %89 : tensor<i1>, tensor<i32>
    %123 = stablehlo.compare LT, %97, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %124 = stablehlo.add %97, %c_3 : tensor<i32>
    %125 = stablehlo.select %123, %124, %97 : tensor<i1>, tensor<i32>
    %126 = stablehlo.compare LT, %98, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %127 = stablehlo.add %98, %c_13 : tensor<i32>
    %128 = stablehlo.select %126, %127, %98 : tensor<i1>, tensor<i32>
    %129 = stablehlo.dynamic_slice %iterArg_26, %122, %125, %128, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %131 = stablehlo.compare LT, %104, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %104, %c_13 : tensor<i32>
    %133 = stablehlo.select %131, %132, %104 : tensor<i1>, tensor<i32>
    %134 = stablehlo.compare LT, %105, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %135 = stablehlo.add %105, %c_13 : tensor<i32>
    %136 = stablehlo.select %134, %135, %105 : tensor<i1>, tensor<i32>
    %137 = stablehlo.dynamic_slice %iterArg_27, %133, %136, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %138 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %139 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %140 = stablehlo.select %138, %139, %c_14 : tensor<i1>, tensor<i32>
    %141 = stablehlo.dynamic_slice %iterArg_16, %140, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %142 = stablehlo.reshape %141 : (tensor<1xi32>) -> tensor<i32>
    %143 = stablehlo.compare LT, %iterArg_22, %142, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %145 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
    %146 = stablehlo.select %144, %145, %iterArg_22 : tensor<i1>, tensor<i32>
    %147 = stablehlo.dynamic_slice %iterArg_15, %146, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %148 = stablehlo.reshape %147 : (tensor<1xi32>) -> tensor<i32>
    %149 = stablehlo.compare EQ, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %150 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.and %149, %150 : tensor<i1>
    %152 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %153 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
    %154 = stablehlo.select %152, %153, %iterArg_22 : tensor<i1>, tensor<i32>
    %155 = stablehlo.dynamic_slice %iterArg_17, %154, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %156 = stablehlo.reshape %155 : (tensor<1xi32>) -> tensor<i32>
    %157 = stablehlo.multiply %iterArg_23, %c_3 : tensor<i32>
    %158 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
    %160 = stablehlo.select %158, %159, %iterArg_22 : tensor<i1>, tensor<i32>
    %161 = stablehlo.dynamic_slice %iterArg_17, %160, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %162 = stablehlo.reshape %161 : (tensor<1xi32>) -> tensor<i32>
    %163 = stablehlo.multiply %162, %c_10 : tensor<i32>
    %164 = stablehlo.add %163, %iterArg_23 : tensor<i32>
    %165 = stablehlo.compare LT, %148, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %166 = stablehlo.and %143, %165 : tensor<i1>
    %167 = stablehlo.compare LT, %c_9, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %c_9, %c_8 : tensor<i32>
    %169 = stablehlo.select %167, %168, %c_9 : tensor<i1>, tensor<i32>
    %170 = stablehlo.dynamic_slice %iterArg_18, %169, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %171 = stablehlo.reshape %170 : (tensor<1xi32>) -> tensor<i32>
    %172 = stablehlo.subtract %171, %c_10 : tensor<i32>
    %173 = stablehlo.divide %172, %c_12 : tensor<i32>
    %174 = stablehlo.convert %151 : (tensor<i1>) -> tensor<i32>
    %175 = "stablehlo.case"(%174) ({
      stablehlo.return %iterArg_31 : tensor<1xi32>
    }, {
      %242 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %243 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %244 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %245 = stablehlo.select %243, %244, %c_14 : tensor<i1>, tensor<i32>
      %246 = stablehlo.dynamic_update_slice %iterArg_31, %242, %245 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %246 : tensor<1xi32>
    }) : (tensor<i32>) -> tensor<1xi32>
    %176 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %178 = stablehlo.select %176, %177, %c_14 : tensor<i1>, tensor<i32>
    %179 = stablehlo.dynamic_slice %175, %178, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %180 = stablehlo.reshape %179 : (tensor<1xi32>) -> tensor<i32>
    %181 = stablehlo.compare NE, %180, %164, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.and %166, %181 : tensor<i1>
    %183 = stablehlo.convert %182 : (tensor<i1>) -> tensor<i32>
    %184:5 = "stablehlo.case"(%183) ({
      stablehlo.return %iterArg_30, %iterArg_32, %119, %iterArg_29, %175 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<1xi32>
    }, {
      %242 = stablehlo.compare EQ, %156, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %243 = stablehlo.convert %242 : (tensor<i1>) -> tensor<i32>
      %244:4 = "stablehlo.case"(%243) ({
        stablehlo.return %iterArg_30, %iterArg_32, %119, %iterArg_29 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }, {
        %255 = stablehlo.remainder %156, %c_1 : tensor<i32>
        %256 = stablehlo.compare LT, %156, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %257 = stablehlo.add %156, %c_9 : tensor<i32>
        %258 = stablehlo.select %256, %257, %156 : tensor<i1>, tensor<i32>
        %259 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %260 = stablehlo.add %c_14, %c_12 : tensor<i32>
        %261 = stablehlo.select %259, %260, %c_14 : tensor<i1>, tensor<i32>
        %262 = stablehlo.dynamic_slice %112, %258, %261, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
        %263 = stablehlo.reshape %262 : (tensor<1x64xi32>) -> tensor<64xi32>
        %264 = stablehlo.broadcast_in_dim %263, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
        %265 = stablehlo.compare LT, %255, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %266 = stablehlo.add %255, %c_1 : tensor<i32>
        %267 = stablehlo.select %265, %266, %255 : tensor<i1>, tensor<i32>
        %268 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %269 = stablehlo.add %c_14, %c_12 : tensor<i32>
        %270 = stablehlo.select %268, %269, %c_14 : tensor<i1>, tensor<i32>
        %271 = stablehlo.dynamic_update_slice %iterArg_30, %264, %267, %270 : (tensor<2x64xi32>, tensor<1x64xi32>, tensor<i32>, tensor<i32>) -> tensor<2x64xi32>
        %272 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
        %273 = stablehlo.convert %272 : (tensor<i32>) -> tensor<i16>
        %274 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %275 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %276 = stablehlo.select %274, %275, %c_1 : tensor<i1>, tensor<i32>
        %277 = stablehlo.dynamic_slice %iterArg_32, %276, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %278 = stablehlo.reshape %277 : (tensor<1xi16>) -> tensor<i16>
        %279 = stablehlo.add %278, %273 : tensor<i16>
        %280 = stablehlo.broadcast_in_dim %279, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %281 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %282 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %283 = stablehlo.select %281, %282, %c_1 : tensor<i1>, tensor<i32>
        %284 = stablehlo.dynamic_update_slice %iterArg_32, %280, %283 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %285 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
        %286 = stablehlo.convert %285 : (tensor<i32>) -> tensor<i16>
        %287 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %288 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %289 = stablehlo.select %287, %288, %c_1 : tensor<i1>, tensor<i32>
        %290 = stablehlo.dynamic_slice %284, %289, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %291 = stablehlo.reshape %290 : (tensor<1xi16>) -> tensor<i16>
        %292 = stablehlo.subtract %291, %286 : tensor<i16>
        %293 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %294 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %295 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %296 = stablehlo.select %294, %295, %c_1 : tensor<i1>, tensor<i32>
        %297 = stablehlo.dynamic_update_slice %284, %293, %296 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %298:9 = stablehlo.while(%iterArg_33 = %255, %iterArg_34 = %157, %iterArg_35 = %c_14, %iterArg_36 = %c_14, %iterArg_37 = %271, %iterArg_38 = %119, %iterArg_39 = %iterArg_29, %iterArg_40 = %297, %iterArg_41 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        cond {
          %299 = stablehlo.compare LT, %iterArg_35, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %299 : tensor<i1>
        } do {
          %299:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call(%iterArg_33, %iterArg_34, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>)
          %300 = stablehlo.add %iterArg_35, %c_10 : tensor<i32>
          stablehlo.return %iterArg_33, %iterArg_34, %300, %299#0, %299#1, %299#2, %299#3, %299#4, %299#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        }
        stablehlo.return %298#4, %298#7, %298#5, %298#6 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }) : (tensor<i32>) -> (tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>)
      %245 = stablehlo.remainder %156, %c_1 : tensor<i32>
      %246:8 = stablehlo.while(%iterArg_33 = %157, %iterArg_34 = %245, %iterArg_35 = %c_14, %iterArg_36 = %c_14, %iterArg_37 = %244#2, %iterArg_38 = %244#3, %iterArg_39 = %244#1, %iterArg_40 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
      cond {
        %255 = stablehlo.compare LT, %iterArg_35, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %255 : tensor<i1>
      } do {
        %255:5 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_8(%iterArg_33, %iterArg_34, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>)
        %256 = stablehlo.add %iterArg_35, %c_10 : tensor<i32>
        stablehlo.return %iterArg_33, %iterArg_34, %256, %255#0, %255#1, %255#2, %255#3, %255#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
      }
      %247 = stablehlo.compare LT, %156, %173, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %248 = stablehlo.convert %247 : (tensor<i1>) -> tensor<i32>
      %249:4 = "stablehlo.case"(%248) ({
        stablehlo.return %244#0, %246#6, %246#4, %246#5 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }, {
        %255 = stablehlo.add %156, %c_10 : tensor<i32>
        %256 = stablehlo.remainder %255, %c_1 : tensor<i32>
        %257 = stablehlo.compare LT, %255, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %258 = stablehlo.add %255, %c_9 : tensor<i32>
        %259 = stablehlo.select %257, %258, %255 : tensor<i1>, tensor<i32>
        %260 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %261 = stablehlo.add %c_14, %c_12 : tensor<i32>
        %262 = stablehlo.select %260, %261, %c_14 : tensor<i1>, tensor<i32>
        %263 = stablehlo.dynamic_slice %112, %259, %262, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
        %264 = stablehlo.reshape %263 : (tensor<1x64xi32>) -> tensor<64xi32>
        %265 = stablehlo.broadcast_in_dim %264, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
        %266 = stablehlo.compare LT, %256, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %267 = stablehlo.add %256, %c_1 : tensor<i32>
        %268 = stablehlo.select %266, %267, %256 : tensor<i1>, tensor<i32>
        %269 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %270 = stablehlo.add %c_14, %c_12 : tensor<i32>
        %271 = stablehlo.select %269, %270, %c_14 : tensor<i1>, tensor<i32>
        %272 = stablehlo.dynamic_update_slice %244#0, %265, %268, %271 : (tensor<2x64xi32>, tensor<1x64xi32>, tensor<i32>, tensor<i32>) -> tensor<2x64xi32>
        %273 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
        %274 = stablehlo.convert %273 : (tensor<i32>) -> tensor<i16>
        %275 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %276 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %277 = stablehlo.select %275, %276, %c_1 : tensor<i1>, tensor<i32>
        %278 = stablehlo.dynamic_slice %246#6, %277, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %279 = stablehlo.reshape %278 : (tensor<1xi16>) -> tensor<i16>
        %280 = stablehlo.add %279, %274 : tensor<i16>
        %281 = stablehlo.broadcast_in_dim %280, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %282 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %283 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %284 = stablehlo.select %282, %283, %c_1 : tensor<i1>, tensor<i32>
        %285 = stablehlo.dynamic_update_slice %246#6, %281, %284 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %286 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
        %287 = stablehlo.convert %286 : (tensor<i32>) -> tensor<i16>
        %288 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %289 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %290 = stablehlo.select %288, %289, %c_1 : tensor<i1>, tensor<i32>
        %291 = stablehlo.dynamic_slice %285, %290, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %292 = stablehlo.reshape %291 : (tensor<1xi16>) -> tensor<i16>
        %293 = stablehlo.subtract %292, %287 : tensor<i16>
        %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %295 = stablehlo.compare LT, %c_1, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %296 = stablehlo.add %c_1, %c_11 : tensor<i32>
        %297 = stablehlo.select %295, %296, %c_1 : tensor<i1>, tensor<i32>
        %298 = stablehlo.dynamic_update_slice %285, %294, %297 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %299:9 = stablehlo.while(%iterArg_33 = %256, %iterArg_34 = %157, %iterArg_35 = %c_14, %iterArg_36 = %c_14, %iterArg_37 = %272, %iterArg_38 = %246#4, %iterArg_39 = %246#5, %iterArg_40 = %298, %iterArg_41 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        cond {
          %300 = stablehlo.compare LT, %iterArg_35, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %300 : tensor<i1>
        } do {
          %300:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_10(%iterArg_33, %iterArg_34, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>)
          %301 = stablehlo.add %iterArg_35, %c_10 : tensor<i32>
          stablehlo.return %iterArg_33, %iterArg_34, %301, %300#0, %300#1, %300#2, %300#3, %300#4, %300#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        }
        stablehlo.return %299#4, %299#7, %299#5, %299#6 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }) : (tensor<i32>) -> (tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>)
      %250 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %251 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %252 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %253 = stablehlo.select %251, %252, %c_14 : tensor<i1>, tensor<i32>
      %254 = stablehlo.dynamic_update_slice %175, %250, %253 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %249#0, %249#1, %249#2, %249#3, %254 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<1xi32>
    }) : (tensor<i32>) -> (tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<1xi32>)
    %185 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.and %143, %185 : tensor<i1>
    %187 = stablehlo.convert %186 : (tensor<i1>) -> tensor<i32>
    %188 = "stablehlo.case"(%187) ({
      stablehlo.return %iterArg_28 : tensor<64x256xf32>
    }, {
      %242 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
      stablehlo.return %242 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %189 = stablehlo.compare LT, %148, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.and %143, %189 : tensor<i1>
    %191 = stablehlo.convert %190 : (tensor<i1>) -> tensor<i32>
    %192 = "stablehlo.case"(%191) ({
      stablehlo.return %188 : tensor<64x256xf32>
    }, {
      %242 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %243 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
      %244 = stablehlo.select %242, %243, %iterArg_22 : tensor<i1>, tensor<i32>
      %245 = stablehlo.dynamic_slice %iterArg_17, %244, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %246 = stablehlo.reshape %245 : (tensor<1xi32>) -> tensor<i32>
      %247 = stablehlo.remainder %246, %c_1 : tensor<i32>
      %248 = stablehlo.compare LT, %247, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %249 = stablehlo.add %247, %c_1 : tensor<i32>
      %250 = stablehlo.select %248, %249, %247 : tensor<i1>, tensor<i32>
      %251 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %252 = stablehlo.add %c_14, %c_12 : tensor<i32>
      %253 = stablehlo.select %251, %252, %c_14 : tensor<i1>, tensor<i32>
      %254 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %255 = stablehlo.add %c_14, %c_3 : tensor<i32>
      %256 = stablehlo.select %254, %255, %c_14 : tensor<i1>, tensor<i32>
      %257 = stablehlo.dynamic_slice %184#3, %250, %253, %256, sizes = [1, 64, 128] : (tensor<2x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
      %258 = stablehlo.reshape %257 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
      %259 = stablehlo.dot_general %258, %130, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
      %260 = stablehlo.add %188, %259 : tensor<64x256xf32>
      stablehlo.return %260 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %193 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.and %143, %193 : tensor<i1>
    %195 = stablehlo.convert %194 : (tensor<i1>) -> tensor<i32>
    %196 = "stablehlo.case"(%195) ({
      stablehlo.return %137 : tensor<64x256xf32>
    }, {
      %242 = stablehlo.compare EQ, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %243 = stablehlo.subtract %iterArg_22, %c_10 : tensor<i32>
      %244 = stablehlo.maximum %243, %c_14 : tensor<i32>
      %245 = stablehlo.compare LT, %244, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %246 = stablehlo.add %244, %c_4 : tensor<i32>
      %247 = stablehlo.select %245, %246, %244 : tensor<i1>, tensor<i32>
      %248 = stablehlo.dynamic_slice %iterArg_17, %247, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %249 = stablehlo.reshape %248 : (tensor<1xi32>) -> tensor<i32>
      %250 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %251 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
      %252 = stablehlo.select %250, %251, %iterArg_22 : tensor<i1>, tensor<i32>
      %253 = stablehlo.dynamic_slice %iterArg_17, %252, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %254 = stablehlo.reshape %253 : (tensor<1xi32>) -> tensor<i32>
      %255 = stablehlo.compare NE, %249, %254, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %256 = stablehlo.or %242, %255 : tensor<i1>
      %257 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %258 = stablehlo.add %iterArg_22, %c_4 : tensor<i32>
      %259 = stablehlo.select %257, %258, %iterArg_22 : tensor<i1>, tensor<i32>
      %260 = stablehlo.dynamic_slice %iterArg_17, %259, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %261 = stablehlo.reshape %260 : (tensor<1xi32>) -> tensor<i32>
      %262 = stablehlo.multiply %261, %c_12 : tensor<i32>
      %263 = stablehlo.iota dim = 0 : tensor<64x256xi32>
      %264 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %265 = stablehlo.add %264, %263 : tensor<64x256xi32>
      %266 = stablehlo.compare LT, %148, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %267 = stablehlo.add %148, %c_8 : tensor<i32>
      %268 = stablehlo.select %266, %267, %148 : tensor<i1>, tensor<i32>
      %269 = stablehlo.dynamic_slice %iterArg_19, %268, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %270 = stablehlo.reshape %269 : (tensor<1xi32>) -> tensor<i32>
      %271 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %272 = stablehlo.compare GE, %265, %271, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %273 = stablehlo.compare LT, %148, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %274 = stablehlo.add %148, %c_8 : tensor<i32>
      %275 = stablehlo.select %273, %274, %148 : tensor<i1>, tensor<i32>
      %276 = stablehlo.dynamic_slice %iterArg_18, %275, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %277 = stablehlo.reshape %276 : (tensor<1xi32>) -> tensor<i32>
      %278 = stablehlo.broadcast_in_dim %277, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %279 = stablehlo.compare LT, %265, %278, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %280 = stablehlo.and %272, %279 : tensor<64x256xi1>
      %281 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_12(%256, %cst, %137) : (tensor<i1>, tensor<f32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %282 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_13(%280, %192, %281) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      stablehlo.return %282 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %197 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = stablehlo.add %c_14, %c_9 : tensor<i32>
    %199 = stablehlo.select %197, %198, %c_14 : tensor<i1>, tensor<i32>
    %200 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %202 = stablehlo.select %200, %201, %c_14 : tensor<i1>, tensor<i32>
    %203 = stablehlo.dynamic_update_slice %iterArg_24, %112, %199, %202 : (tensor<4x64xi32>, tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %204 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %205 = stablehlo.add %c_14, %c_3 : tensor<i32>
    %206 = stablehlo.select %204, %205, %c_14 : tensor<i1>, tensor<i32>
    %207 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %208 = stablehlo.add %c_14, %c_3 : tensor<i32>
    %209 = stablehlo.select %207, %208, %c_14 : tensor<i1>, tensor<i32>
    %210 = stablehlo.dynamic_update_slice %iterArg_25, %184#2, %206, %209 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %211 = stablehlo.broadcast_in_dim %130, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %212 = stablehlo.compare LT, %89, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %213 = stablehlo.add %89, %c_9 : tensor<i32>
    %214 = stablehlo.select %212, %213, %89 : tensor<i1>, tensor<i32>
    %215 = stablehlo.compare LT, %97, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %216 = stablehlo.add %97, %c_3 : tensor<i32>
    %217 = stablehlo.select %215, %216, %97 : tensor<i1>, tensor<i32>
    %218 = stablehlo.compare LT, %98, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %98, %c_13 : tensor<i32>
    %220 = stablehlo.select %218, %219, %98 : tensor<i1>, tensor<i32>
    %221 = stablehlo.dynamic_update_slice %iterArg_26, %211, %214, %217, %220 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %222 = stablehlo.compare LT, %104, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %223 = stablehlo.add %104, %c_13 : tensor<i32>
    %224 = stablehlo.select %222, %223, %104 : tensor<i1>, tensor<i32>
    %225 = stablehlo.compare LT, %105, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %226 = stablehlo.add %105, %c_13 : tensor<i32>
    %227 = stablehlo.select %225, %226, %105 : tensor<i1>, tensor<i32>
    %228 = stablehlo.dynamic_update_slice %iterArg_27, %196, %224, %227 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %229 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %230 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %231 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_14(%c, %230, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %232 = stablehlo.compare EQ, %231, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %233 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_15(%232, %c_14, %231) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %234 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %235 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_14(%232, %234, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %236 = stablehlo.compare EQ, %235, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %237 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_15(%236, %c_14, %235) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %238 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %239 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_14(%236, %238, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %240 = stablehlo.compare EQ, %239, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %241 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_15(%240, %c_14, %239) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %229, %241, %237, %233, %203, %210, %221, %228, %192, %184#3, %184#0, %184#4, %184#1 : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<4x128x256xf32>, tensor<256x256xf32>, tensor<64x256xf32>, tensor<2x64x128xf32>, tensor<2x64xi32>, tensor<1xi32>, tensor<3xi16>
  }
  return %83#13 : tensor<256x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<4xi32>
  %3 = stablehlo.sign %arg0 : tensor<4xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<4xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = stablehlo.and %6, %10 : tensor<4xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<4xi32>
  %14 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.divide %arg0, %0 : tensor<i32>
  %2 = stablehlo.sign %arg0 : tensor<i32>
  %3 = stablehlo.sign %0 : tensor<i32>
  %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.remainder %arg0, %0 : tensor<i32>
  %6 = stablehlo.compare NE, %5, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %7 = stablehlo.and %4, %6 : tensor<i1>
  %8 = stablehlo.subtract %1, %c : tensor<i32>
  %9 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_4(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_5(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_5(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x64xi32>, %arg4: tensor<128x128xf32>, %arg5: tensor<2x64x128xf32>, %arg6: tensor<3xi16>, %arg7: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_7(%arg3, %arg0, %arg4, %arg1, %arg5, %arg6, %arg7) : (tensor<2x64xi32>, tensor<i32>, tensor<128x128xf32>, tensor<i32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_7(%arg0: tensor<2x64xi32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<i32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<3xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>) {
  %c = stablehlo.constant dense<3> : tensor<i32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<128> : tensor<i32>
  %c_2 = stablehlo.constant dense<127> : tensor<i32>
  %c_3 = stablehlo.constant dense<64> : tensor<i32>
  %c_4 = stablehlo.constant dense<2> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg6, %c_6 : tensor<i32>
  %1 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %2 = stablehlo.add %arg1, %c_4 : tensor<i32>
  %3 = stablehlo.select %1, %2, %arg1 : tensor<i1>, tensor<i32>
  %4 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.add %c_5, %c_3 : tensor<i32>
  %6 = stablehlo.select %4, %5, %c_5 : tensor<i1>, tensor<i32>
  %7 = stablehlo.dynamic_slice %arg0, %3, %6, sizes = [1, 64] : (tensor<2x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
  %8 = stablehlo.reshape %7 : (tensor<1x64xi32>) -> tensor<64xi32>
  %9 = stablehlo.convert %arg6 : tensor<i32>
  %10 = stablehlo.compare LT, %9, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %9, %c_3 : tensor<i32>
  %12 = stablehlo.select %10, %11, %9 : tensor<i1>, tensor<i32>
  %13 = stablehlo.dynamic_slice %8, %12, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
  %15 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__clip(%14, %c_5, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %16 = stablehlo.compare LT, %15, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %17 = stablehlo.add %15, %c_1 : tensor<i32>
  %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<i32>
  %19 = stablehlo.compare LT, %arg3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %20 = stablehlo.add %arg3, %c_1 : tensor<i32>
  %21 = stablehlo.select %19, %20, %arg3 : tensor<i1>, tensor<i32>
  %22 = stablehlo.dynamic_slice %arg2, %18, %21, sizes = [1, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
  %23 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %24 = stablehlo.add %arg1, %c_4 : tensor<i32>
  %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i32>
  %26 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %27 = stablehlo.add %c_5, %c_3 : tensor<i32>
  %28 = stablehlo.select %26, %27, %c_5 : tensor<i1>, tensor<i32>
  %29 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %30 = stablehlo.add %c_5, %c_1 : tensor<i32>
  %31 = stablehlo.select %29, %30, %c_5 : tensor<i1>, tensor<i32>
  %32 = stablehlo.dynamic_slice %arg4, %25, %28, %31, sizes = [1, 64, 128] : (tensor<2x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
  %33 = stablehlo.reshape %32 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
  %34 = stablehlo.convert %arg6 : tensor<i32>
  %35 = stablehlo.compare LT, %34, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %36 = stablehlo.add %34, %c_3 : tensor<i32>
  %37 = stablehlo.select %35, %36, %34 : tensor<i1>, tensor<i32>
  %38 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %39 = stablehlo.add %c_5, %c_1 : tensor<i32>
  %40 = stablehlo.select %38, %39, %c_5 : tensor<i1>, tensor<i32>
  %41 = stablehlo.dynamic_update_slice %33, %22, %37, %40 : (tensor<64x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
  %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
  %43 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %44 = stablehlo.add %arg1, %c_4 : tensor<i32>
  %45 = stablehlo.select %43, %44, %arg1 : tensor<i1>, tensor<i32>
  %46 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %47 = stablehlo.add %c_5, %c_3 : tensor<i32>
  %48 = stablehlo.select %46, %47, %c_5 : tensor<i1>, tensor<i32>
  %49 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %50 = stablehlo.add %c_5, %c_1 : tensor<i32>
  %51 = stablehlo.select %49, %50, %c_5 : tensor<i1>, tensor<i32>
  %52 = stablehlo.dynamic_update_slice %arg4, %42, %45, %48, %51 : (tensor<2x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x128xf32>
  %53 = stablehlo.minimum %c_1, %c_0 : tensor<i32>
  %54 = stablehlo.convert %53 : (tensor<i32>) -> tensor<i16>
  %55 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %56 = stablehlo.add %arg1, %c : tensor<i32>
  %57 = stablehlo.select %55, %56, %arg1 : tensor<i1>, tensor<i32>
  %58 = stablehlo.dynamic_slice %arg5, %57, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
  %59 = stablehlo.reshape %58 : (tensor<1xi16>) -> tensor<i16>
  %60 = stablehlo.add %59, %54 : tensor<i16>
  %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %62 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %63 = stablehlo.add %arg1, %c : tensor<i32>
  %64 = stablehlo.select %62, %63, %arg1 : tensor<i1>, tensor<i32>
  %65 = stablehlo.dynamic_update_slice %arg5, %61, %64 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
  return %0, %arg0, %arg2, %52, %65 : tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
  %2 = stablehlo.convert %arg2 : tensor<i32>
  %3 = stablehlo.minimum %2, %1 : tensor<i32>
  return %3 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_8(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<128x128xf32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<3xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:4 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_9(%arg3, %arg0, %arg4, %arg1, %arg5, %arg6) : (tensor<128x128xf32>, tensor<i32>, tensor<2x64x128xf32>, tensor<i32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_9(%arg0: tensor<128x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x64x128xf32>, %arg3: tensor<i32>, %arg4: tensor<3xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>) {
  %c = stablehlo.constant dense<3> : tensor<i32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<128> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i32>
  %c_3 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg5, %c_3 : tensor<i32>
  %1 = stablehlo.minimum %c_1, %c_0 : tensor<i32>
  %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<i16>
  %3 = stablehlo.compare LT, %arg3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %4 = stablehlo.add %arg3, %c : tensor<i32>
  %5 = stablehlo.select %3, %4, %arg3 : tensor<i1>, tensor<i32>
  %6 = stablehlo.dynamic_slice %arg4, %5, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
  %7 = stablehlo.reshape %6 : (tensor<1xi16>) -> tensor<i16>
  %8 = stablehlo.subtract %7, %2 : tensor<i16>
  %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %10 = stablehlo.compare LT, %arg3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %arg3, %c : tensor<i32>
  %12 = stablehlo.select %10, %11, %arg3 : tensor<i1>, tensor<i32>
  %13 = stablehlo.dynamic_update_slice %arg4, %9, %12 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
  return %0, %arg0, %arg2, %13 : tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_10(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x64xi32>, %arg4: tensor<128x128xf32>, %arg5: tensor<2x64x128xf32>, %arg6: tensor<3xi16>, %arg7: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_11(%arg3, %arg0, %arg4, %arg1, %arg5, %arg6, %arg7) : (tensor<2x64xi32>, tensor<i32>, tensor<128x128xf32>, tensor<i32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_11(%arg0: tensor<2x64xi32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<i32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<3xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>) {
  %c = stablehlo.constant dense<3> : tensor<i32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<128> : tensor<i32>
  %c_2 = stablehlo.constant dense<127> : tensor<i32>
  %c_3 = stablehlo.constant dense<64> : tensor<i32>
  %c_4 = stablehlo.constant dense<2> : tensor<i32>
  %c_5 = stablehlo.constant dense<0> : tensor<i32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg6, %c_6 : tensor<i32>
  %1 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %2 = stablehlo.add %arg1, %c_4 : tensor<i32>
  %3 = stablehlo.select %1, %2, %arg1 : tensor<i1>, tensor<i32>
  %4 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.add %c_5, %c_3 : tensor<i32>
  %6 = stablehlo.select %4, %5, %c_5 : tensor<i1>, tensor<i32>
  %7 = stablehlo.dynamic_slice %arg0, %3, %6, sizes = [1, 64] : (tensor<2x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
  %8 = stablehlo.reshape %7 : (tensor<1x64xi32>) -> tensor<64xi32>
  %9 = stablehlo.convert %arg6 : tensor<i32>
  %10 = stablehlo.compare LT, %9, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %9, %c_3 : tensor<i32>
  %12 = stablehlo.select %10, %11, %9 : tensor<i1>, tensor<i32>
  %13 = stablehlo.dynamic_slice %8, %12, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
  %15 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__clip(%14, %c_5, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %16 = stablehlo.compare LT, %15, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %17 = stablehlo.add %15, %c_1 : tensor<i32>
  %18 = stablehlo.select %16, %17, %15 : tensor<i1>, tensor<i32>
  %19 = stablehlo.compare LT, %arg3, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %20 = stablehlo.add %arg3, %c_1 : tensor<i32>
  %21 = stablehlo.select %19, %20, %arg3 : tensor<i1>, tensor<i32>
  %22 = stablehlo.dynamic_slice %arg2, %18, %21, sizes = [1, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
  %23 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %24 = stablehlo.add %arg1, %c_4 : tensor<i32>
  %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i32>
  %26 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %27 = stablehlo.add %c_5, %c_3 : tensor<i32>
  %28 = stablehlo.select %26, %27, %c_5 : tensor<i1>, tensor<i32>
  %29 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %30 = stablehlo.add %c_5, %c_1 : tensor<i32>
  %31 = stablehlo.select %29, %30, %c_5 : tensor<i1>, tensor<i32>
  %32 = stablehlo.dynamic_slice %arg4, %25, %28, %31, sizes = [1, 64, 128] : (tensor<2x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
  %33 = stablehlo.reshape %32 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
  %34 = stablehlo.convert %arg6 : tensor<i32>
  %35 = stablehlo.compare LT, %34, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %36 = stablehlo.add %34, %c_3 : tensor<i32>
  %37 = stablehlo.select %35, %36, %34 : tensor<i1>, tensor<i32>
  %38 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %39 = stablehlo.add %c_5, %c_1 : tensor<i32>
  %40 = stablehlo.select %38, %39, %c_5 : tensor<i1>, tensor<i32>
  %41 = stablehlo.dynamic_update_slice %33, %22, %37, %40 : (tensor<64x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
  %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<64x128xf32>) -> tensor<1x64x128xf32>
  %43 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %44 = stablehlo.add %arg1, %c_4 : tensor<i32>
  %45 = stablehlo.select %43, %44, %arg1 : tensor<i1>, tensor<i32>
  %46 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %47 = stablehlo.add %c_5, %c_3 : tensor<i32>
  %48 = stablehlo.select %46, %47, %c_5 : tensor<i1>, tensor<i32>
  %49 = stablehlo.compare LT, %c_5, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %50 = stablehlo.add %c_5, %c_1 : tensor<i32>
  %51 = stablehlo.select %49, %50, %c_5 : tensor<i1>, tensor<i32>
  %52 = stablehlo.dynamic_update_slice %arg4, %42, %45, %48, %51 : (tensor<2x64x128xf32>, tensor<1x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x128xf32>
  %53 = stablehlo.minimum %c_1, %c_0 : tensor<i32>
  %54 = stablehlo.convert %53 : (tensor<i32>) -> tensor<i16>
  %55 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %56 = stablehlo.add %arg1, %c : tensor<i32>
  %57 = stablehlo.select %55, %56, %arg1 : tensor<i1>, tensor<i32>
  %58 = stablehlo.dynamic_slice %arg5, %57, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
  %59 = stablehlo.reshape %58 : (tensor<1xi16>) -> tensor<i16>
  %60 = stablehlo.add %59, %54 : tensor<i16>
  %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %62 = stablehlo.compare LT, %arg1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %63 = stablehlo.add %arg1, %c : tensor<i32>
  %64 = stablehlo.select %62, %63, %arg1 : tensor<i1>, tensor<i32>
  %65 = stablehlo.dynamic_update_slice %arg5, %61, %64 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
  return %0, %arg0, %arg2, %52, %65 : tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_12(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.convert %arg1 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
  %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64x256xf32>
  return %2 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_13(%arg0: tensor<64x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x256xi1>, tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_14(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_15(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
