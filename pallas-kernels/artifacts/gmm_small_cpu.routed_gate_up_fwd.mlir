func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd(%arg0: tensor<128x128xf32>, %arg1: tensor<256xi32>, %arg2: tensor<4x128x256xf32>, %arg3: tensor<4xi32>) -> (tensor<256x256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<-1> : tensor<i32>
  %c_2 = stablehlo.constant dense<128> : tensor<i32>
  %c_3 = stablehlo.constant dense<7> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i16>
  %c_5 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_7 = stablehlo.constant dense<5> : tensor<i32>
  %c_8 = stablehlo.constant dense<4> : tensor<i32>
  %c_9 = stablehlo.constant dense<1> : tensor<i32>
  %c_10 = stablehlo.constant dense<3> : tensor<i32>
  %c_11 = stablehlo.constant dense<64> : tensor<i32>
  %c_12 = stablehlo.constant dense<256> : tensor<i32>
  %c_13 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<4xi32>
  %2 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide(%7, %c_11) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide(%17, %c_11) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_1(%10, %21, %c_13) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.add %9, %c_11 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_9 : tensor<i32>
  %25 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__floor_divide_2(%24, %c_11) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_8, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %31 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__cumsum_4(%28) : (tensor<5xi32>) -> tensor<5xi32>
  %32 = stablehlo.slice %31 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %33 = stablehlo.reshape %32 : (tensor<1xi32>) -> tensor<i32>
  %34 = stablehlo.iota dim = 0 : tensor<7xi32>
  %35 = stablehlo.subtract %33, %c_9 : tensor<i32>
  %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %37 = stablehlo.minimum %34, %36 : tensor<7xi32>
  %38 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %42 = stablehlo.compare LE, %40, %41, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %43 = stablehlo.convert %42 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %44 = stablehlo.reduce(%43 init: %c_13) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %45 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %47 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %48 = stablehlo.add %44, %47 : tensor<7xi32>
  %49 = stablehlo.select %46, %48, %44 : tensor<7xi1>, tensor<7xi32>
  %50 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %51 = "stablehlo.gather"(%30, %50) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %52 = stablehlo.add %51, %37 : tensor<7xi32>
  %53 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %54 = stablehlo.compare LT, %44, %53, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %55 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %56 = stablehlo.add %44, %55 : tensor<7xi32>
  %57 = stablehlo.select %54, %56, %44 : tensor<7xi1>, tensor<7xi32>
  %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %59 = "stablehlo.gather"(%31, %58) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %60 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %61 = stablehlo.compare LT, %44, %60, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %62 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
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
  %75 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
  %76 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
  %77 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %78 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %79 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %80 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %81 = stablehlo.multiply %c_9, %c_3 : tensor<i32>
  %82 = stablehlo.multiply %81, %c_9 : tensor<i32>
  %83:19 = stablehlo.while(%iterArg = %82, %iterArg_14 = %44, %iterArg_15 = %73, %iterArg_16 = %68, %iterArg_17 = %70, %iterArg_18 = %72, %iterArg_19 = %c_13, %iterArg_20 = %c_13, %iterArg_21 = %c_13, %iterArg_22 = %c_13, %iterArg_23 = %74, %iterArg_24 = %arg0, %iterArg_25 = %arg2, %iterArg_26 = %75, %iterArg_27 = %76, %iterArg_28 = %77, %iterArg_29 = %78, %iterArg_30 = %79, %iterArg_31 = %80) : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<4x128x256xf32>, tensor<256x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xi32>, tensor<1xi32>, tensor<1xi16>
  cond {
    %84 = stablehlo.convert %iterArg : tensor<i32>
    %85 = stablehlo.compare LT, %iterArg_19, %84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %85 : tensor<i1>
  } do {
    %84 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
    %86 = stablehlo.select %84, %85, %iterArg_21 : tensor<i1>, tensor<i32>
    %87 = stablehlo.dynamic_slice %iterArg_14, %86, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %88 = stablehlo.reshape %87 : (tensor<1xi32>) -> tensor<i32>
    %89 = stablehlo.minimum %88, %c_10 : tensor<i32>
    %90 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %91 = stablehlo.add %c_13, %c_9 : tensor<i32>
    %92 = stablehlo.select %90, %91, %c_13 : tensor<i1>, tensor<i32>
    %93 = stablehlo.dynamic_slice %iterArg_15, %92, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %94 = stablehlo.reshape %93 : (tensor<1xi32>) -> tensor<i32>
    %95 = stablehlo.compare LT, %iterArg_21, %94, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_6(%95, %iterArg_22, %c_13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %97 = stablehlo.multiply %c_2, %96 : tensor<i32>
    %98 = stablehlo.multiply %c_12, %iterArg_20 : tensor<i32>
    %99 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
    %101 = stablehlo.select %99, %100, %iterArg_21 : tensor<i1>, tensor<i32>
    %102 = stablehlo.dynamic_slice %iterArg_16, %101, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %103 = stablehlo.reshape %102 : (tensor<1xi32>) -> tensor<i32>
    %104 = stablehlo.multiply %c_11, %103 : tensor<i32>
    %105 = stablehlo.multiply %c_12, %iterArg_20 : tensor<i32>
    %106 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.add %c_13, %c_8 : tensor<i32>
    %108 = stablehlo.select %106, %107, %c_13 : tensor<i1>, tensor<i32>
    %109 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %110 = stablehlo.add %c_13, %c_11 : tensor<i32>
    %111 = stablehlo.select %109, %110, %c_13 : tensor<i1>, tensor<i32>
    %112 = stablehlo.dynamic_slice %iterArg_23, %108, %111, sizes = [4, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %113 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %114 = stablehlo.add %c_13, %c_2 : tensor<i32>
    %115 = stablehlo.select %113, %114, %c_13 : tensor<i1>, tensor<i32>
    %116 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %117 = stablehlo.add %c_13, %c_2 : tensor<i32>
    %118 = stablehlo.select %116, %117, %c_13 : tensor<i1>, tensor<i32>
    %119 = stablehlo.dynamic_slice %iterArg_24, %115, %118, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %120 = stablehlo.compare LT, %89, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %121 = stablehlo.add %89, %c_8 : tensor<i32>
    %122 = stablehlo.select %120, %121, %89 : tensor<i1>, tensor<i32>
    %123 = stablehlo.compare LT, %97, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %124 = stablehlo.add %97, %c_2 : tensor<i32>
    %125 = stablehlo.select %123, %124, %97 : tensor<i1>, tensor<i32>
    %126 = stablehlo.compare LT, %98, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %127 = stablehlo.add %98, %c_12 : tensor<i32>
    %128 = stablehlo.select %126, %127, %98 : tensor<i1>, tensor<i32>
    %129 = stablehlo.dynamic_slice %iterArg_25, %122, %125, %128, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %131 = stablehlo.compare LT, %104, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.add %104, %c_12 : tensor<i32>
    %133 = stablehlo.select %131, %132, %104 : tensor<i1>, tensor<i32>
    %134 = stablehlo.compare LT, %105, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %135 = stablehlo.add %105, %c_12 : tensor<i32>
    %136 = stablehlo.select %134, %135, %105 : tensor<i1>, tensor<i32>
    %137 = stablehlo.dynamic_slice %iterArg_26, %133, %136, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %138 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %139 = stablehlo.add %c_13, %c_9 : tensor<i32>
    %140 = stablehlo.select %138, %139, %c_13 : tensor<i1>, tensor<i32>
    %141 = stablehlo.dynamic_slice %iterArg_15, %140, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %142 = stablehlo.reshape %141 : (tensor<1xi32>) -> tensor<i32>
    %143 = stablehlo.compare LT, %iterArg_21, %142, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %145 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
    %146 = stablehlo.select %144, %145, %iterArg_21 : tensor<i1>, tensor<i32>
    %147 = stablehlo.dynamic_slice %iterArg_14, %146, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %148 = stablehlo.reshape %147 : (tensor<1xi32>) -> tensor<i32>
    %149 = stablehlo.compare EQ, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %150 = stablehlo.compare EQ, %iterArg_22, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %151 = stablehlo.and %149, %150 : tensor<i1>
    %152 = stablehlo.convert %151 : (tensor<i1>) -> tensor<i32>
    %153 = "stablehlo.case"(%152) ({
      stablehlo.return %iterArg_30 : tensor<1xi32>
    }, {
      %235 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %236 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %237 = stablehlo.add %c_13, %c_9 : tensor<i32>
      %238 = stablehlo.select %236, %237, %c_13 : tensor<i1>, tensor<i32>
      %239 = stablehlo.dynamic_update_slice %iterArg_30, %235, %238 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %239 : tensor<1xi32>
    }) : (tensor<i32>) -> tensor<1xi32>
    %154 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
    %156 = stablehlo.select %154, %155, %iterArg_21 : tensor<i1>, tensor<i32>
    %157 = stablehlo.dynamic_slice %iterArg_16, %156, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %158 = stablehlo.reshape %157 : (tensor<1xi32>) -> tensor<i32>
    %159 = stablehlo.multiply %iterArg_22, %c_2 : tensor<i32>
    %160 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
    %162 = stablehlo.select %160, %161, %iterArg_21 : tensor<i1>, tensor<i32>
    %163 = stablehlo.dynamic_slice %iterArg_16, %162, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %164 = stablehlo.reshape %163 : (tensor<1xi32>) -> tensor<i32>
    %165 = stablehlo.multiply %164, %c_9 : tensor<i32>
    %166 = stablehlo.add %165, %iterArg_22 : tensor<i32>
    %167 = stablehlo.compare LT, %148, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.and %143, %167 : tensor<i1>
    %169 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %170 = stablehlo.add %c_13, %c_9 : tensor<i32>
    %171 = stablehlo.select %169, %170, %c_13 : tensor<i1>, tensor<i32>
    %172 = stablehlo.dynamic_slice %153, %171, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %173 = stablehlo.reshape %172 : (tensor<1xi32>) -> tensor<i32>
    %174 = stablehlo.compare NE, %173, %166, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.and %168, %174 : tensor<i1>
    %176 = stablehlo.convert %175 : (tensor<i1>) -> tensor<i32>
    %177:5 = "stablehlo.case"(%176) ({
      stablehlo.return %iterArg_29, %iterArg_31, %119, %iterArg_28, %153 : tensor<64xi32>, tensor<1xi16>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi32>
    }, {
      %235 = stablehlo.compare LT, %158, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %236 = stablehlo.add %158, %c_8 : tensor<i32>
      %237 = stablehlo.select %235, %236, %158 : tensor<i1>, tensor<i32>
      %238 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %239 = stablehlo.add %c_13, %c_11 : tensor<i32>
      %240 = stablehlo.select %238, %239, %c_13 : tensor<i1>, tensor<i32>
      %241 = stablehlo.dynamic_slice %112, %237, %240, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
      %242 = stablehlo.reshape %241 : (tensor<1x64xi32>) -> tensor<64xi32>
      %243 = stablehlo.minimum %c_11, %c_0 : tensor<i32>
      %244 = stablehlo.convert %243 : (tensor<i32>) -> tensor<i16>
      %245 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %246 = stablehlo.add %c_13, %c_9 : tensor<i32>
      %247 = stablehlo.select %245, %246, %c_13 : tensor<i1>, tensor<i32>
      %248 = stablehlo.dynamic_slice %iterArg_31, %247, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %249 = stablehlo.reshape %248 : (tensor<1xi16>) -> tensor<i16>
      %250 = stablehlo.add %249, %244 : tensor<i16>
      %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<i16>) -> tensor<1xi16>
      %252 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %253 = stablehlo.add %c_13, %c_9 : tensor<i32>
      %254 = stablehlo.select %252, %253, %c_13 : tensor<i1>, tensor<i32>
      %255 = stablehlo.dynamic_update_slice %iterArg_31, %251, %254 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %256 = stablehlo.minimum %c_11, %c_0 : tensor<i32>
      %257 = stablehlo.convert %256 : (tensor<i32>) -> tensor<i16>
      %258 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %259 = stablehlo.add %c_13, %c_9 : tensor<i32>
      %260 = stablehlo.select %258, %259, %c_13 : tensor<i1>, tensor<i32>
      %261 = stablehlo.dynamic_slice %255, %260, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %262 = stablehlo.reshape %261 : (tensor<1xi16>) -> tensor<i16>
      %263 = stablehlo.subtract %262, %257 : tensor<i16>
      %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<i16>) -> tensor<1xi16>
      %265 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %266 = stablehlo.add %c_13, %c_9 : tensor<i32>
      %267 = stablehlo.select %265, %266, %c_13 : tensor<i1>, tensor<i32>
      %268 = stablehlo.dynamic_update_slice %255, %264, %267 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %269:8 = stablehlo.while(%iterArg_32 = %159, %iterArg_33 = %c_13, %iterArg_34 = %c_13, %iterArg_35 = %242, %iterArg_36 = %119, %iterArg_37 = %iterArg_28, %iterArg_38 = %268, %iterArg_39 = %c_13) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      cond {
        %276 = stablehlo.compare LT, %iterArg_33, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %276 : tensor<i1>
      } do {
        %276:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call(%iterArg_32, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39) : (tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>)
        %277 = stablehlo.add %iterArg_33, %c_9 : tensor<i32>
        stablehlo.return %iterArg_32, %277, %276#0, %276#1, %276#2, %276#3, %276#4, %276#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      }
      %270:7 = stablehlo.while(%iterArg_32 = %159, %iterArg_33 = %c_13, %iterArg_34 = %c_13, %iterArg_35 = %269#4, %iterArg_36 = %269#5, %iterArg_37 = %269#6, %iterArg_38 = %c_13) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      cond {
        %276 = stablehlo.compare LT, %iterArg_33, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %276 : tensor<i1>
      } do {
        %276:5 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_8(%iterArg_32, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38) : (tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>)
        %277 = stablehlo.add %iterArg_33, %c_9 : tensor<i32>
        stablehlo.return %iterArg_32, %277, %276#0, %276#1, %276#2, %276#3, %276#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      }
      %271 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %272 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %273 = stablehlo.add %c_13, %c_9 : tensor<i32>
      %274 = stablehlo.select %272, %273, %c_13 : tensor<i1>, tensor<i32>
      %275 = stablehlo.dynamic_update_slice %153, %271, %274 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %269#3, %270#5, %270#3, %270#4, %275 : tensor<64xi32>, tensor<1xi16>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi32>
    }) : (tensor<i32>) -> (tensor<64xi32>, tensor<1xi16>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi32>)
    %178 = stablehlo.compare EQ, %iterArg_22, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.and %143, %178 : tensor<i1>
    %180 = stablehlo.convert %179 : (tensor<i1>) -> tensor<i32>
    %181 = "stablehlo.case"(%180) ({
      stablehlo.return %iterArg_27 : tensor<64x256xf32>
    }, {
      %235 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
      stablehlo.return %235 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %182 = stablehlo.compare LT, %148, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.and %143, %182 : tensor<i1>
    %184 = stablehlo.convert %183 : (tensor<i1>) -> tensor<i32>
    %185 = "stablehlo.case"(%184) ({
      stablehlo.return %181 : tensor<64x256xf32>
    }, {
      %235 = stablehlo.dot_general %177#3, %130, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>
      %236 = stablehlo.add %181, %235 : tensor<64x256xf32>
      stablehlo.return %236 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %186 = stablehlo.compare EQ, %iterArg_22, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %187 = stablehlo.and %143, %186 : tensor<i1>
    %188 = stablehlo.convert %187 : (tensor<i1>) -> tensor<i32>
    %189 = "stablehlo.case"(%188) ({
      stablehlo.return %137 : tensor<64x256xf32>
    }, {
      %235 = stablehlo.compare EQ, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %236 = stablehlo.subtract %iterArg_21, %c_9 : tensor<i32>
      %237 = stablehlo.maximum %236, %c_13 : tensor<i32>
      %238 = stablehlo.compare LT, %237, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %239 = stablehlo.add %237, %c_3 : tensor<i32>
      %240 = stablehlo.select %238, %239, %237 : tensor<i1>, tensor<i32>
      %241 = stablehlo.dynamic_slice %iterArg_16, %240, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %242 = stablehlo.reshape %241 : (tensor<1xi32>) -> tensor<i32>
      %243 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %244 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
      %245 = stablehlo.select %243, %244, %iterArg_21 : tensor<i1>, tensor<i32>
      %246 = stablehlo.dynamic_slice %iterArg_16, %245, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %247 = stablehlo.reshape %246 : (tensor<1xi32>) -> tensor<i32>
      %248 = stablehlo.compare NE, %242, %247, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %249 = stablehlo.or %235, %248 : tensor<i1>
      %250 = stablehlo.compare LT, %iterArg_21, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %251 = stablehlo.add %iterArg_21, %c_3 : tensor<i32>
      %252 = stablehlo.select %250, %251, %iterArg_21 : tensor<i1>, tensor<i32>
      %253 = stablehlo.dynamic_slice %iterArg_16, %252, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %254 = stablehlo.reshape %253 : (tensor<1xi32>) -> tensor<i32>
      %255 = stablehlo.multiply %254, %c_11 : tensor<i32>
      %256 = stablehlo.iota dim = 0 : tensor<64x256xi32>
      %257 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %258 = stablehlo.add %257, %256 : tensor<64x256xi32>
      %259 = stablehlo.compare LT, %148, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %260 = stablehlo.add %148, %c_7 : tensor<i32>
      %261 = stablehlo.select %259, %260, %148 : tensor<i1>, tensor<i32>
      %262 = stablehlo.dynamic_slice %iterArg_17, %261, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %263 = stablehlo.reshape %262 : (tensor<1xi32>) -> tensor<i32>
      %264 = stablehlo.broadcast_in_dim %263, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %265 = stablehlo.compare GE, %258, %264, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %266 = stablehlo.compare LT, %148, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %267 = stablehlo.add %148, %c_7 : tensor<i32>
      %268 = stablehlo.select %266, %267, %148 : tensor<i1>, tensor<i32>
      %269 = stablehlo.dynamic_slice %iterArg_18, %268, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %270 = stablehlo.reshape %269 : (tensor<1xi32>) -> tensor<i32>
      %271 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %272 = stablehlo.compare LT, %258, %271, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %273 = stablehlo.and %265, %272 : tensor<64x256xi1>
      %274 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_10(%249, %cst, %137) : (tensor<i1>, tensor<f32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %275 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_11(%273, %185, %274) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      stablehlo.return %275 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %190 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %191 = stablehlo.add %c_13, %c_8 : tensor<i32>
    %192 = stablehlo.select %190, %191, %c_13 : tensor<i1>, tensor<i32>
    %193 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %c_13, %c_11 : tensor<i32>
    %195 = stablehlo.select %193, %194, %c_13 : tensor<i1>, tensor<i32>
    %196 = stablehlo.dynamic_update_slice %iterArg_23, %112, %192, %195 : (tensor<4x64xi32>, tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %197 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = stablehlo.add %c_13, %c_2 : tensor<i32>
    %199 = stablehlo.select %197, %198, %c_13 : tensor<i1>, tensor<i32>
    %200 = stablehlo.compare LT, %c_13, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %201 = stablehlo.add %c_13, %c_2 : tensor<i32>
    %202 = stablehlo.select %200, %201, %c_13 : tensor<i1>, tensor<i32>
    %203 = stablehlo.dynamic_update_slice %iterArg_24, %177#2, %199, %202 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %204 = stablehlo.broadcast_in_dim %130, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %205 = stablehlo.compare LT, %89, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %206 = stablehlo.add %89, %c_8 : tensor<i32>
    %207 = stablehlo.select %205, %206, %89 : tensor<i1>, tensor<i32>
    %208 = stablehlo.compare LT, %97, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = stablehlo.add %97, %c_2 : tensor<i32>
    %210 = stablehlo.select %208, %209, %97 : tensor<i1>, tensor<i32>
    %211 = stablehlo.compare LT, %98, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %212 = stablehlo.add %98, %c_12 : tensor<i32>
    %213 = stablehlo.select %211, %212, %98 : tensor<i1>, tensor<i32>
    %214 = stablehlo.dynamic_update_slice %iterArg_25, %204, %207, %210, %213 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %215 = stablehlo.compare LT, %104, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %216 = stablehlo.add %104, %c_12 : tensor<i32>
    %217 = stablehlo.select %215, %216, %104 : tensor<i1>, tensor<i32>
    %218 = stablehlo.compare LT, %105, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %219 = stablehlo.add %105, %c_12 : tensor<i32>
    %220 = stablehlo.select %218, %219, %105 : tensor<i1>, tensor<i32>
    %221 = stablehlo.dynamic_update_slice %iterArg_26, %189, %217, %220 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %222 = stablehlo.add %iterArg_19, %c_9 : tensor<i32>
    %223 = stablehlo.add %iterArg_22, %c_9 : tensor<i32>
    %224 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_12(%c, %223, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %225 = stablehlo.compare EQ, %224, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %226 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_13(%225, %c_13, %224) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %227 = stablehlo.add %iterArg_21, %c_9 : tensor<i32>
    %228 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_12(%225, %227, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %229 = stablehlo.compare EQ, %228, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %230 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_13(%229, %c_13, %228) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %231 = stablehlo.add %iterArg_20, %c_9 : tensor<i32>
    %232 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_12(%229, %231, %iterArg_20) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %233 = stablehlo.compare EQ, %232, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %234 = func.call @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_13(%233, %c_13, %232) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %222, %234, %230, %226, %196, %203, %214, %221, %185, %177#3, %177#0, %177#4, %177#1 : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<4x128x256xf32>, tensor<256x256xf32>, tensor<64x256xf32>, tensor<64x128xf32>, tensor<64xi32>, tensor<1xi32>, tensor<1xi16>
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<64xi32>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<1xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_7(%arg2, %arg3, %arg0, %arg4, %arg5, %arg6) : (tensor<64xi32>, tensor<128x128xf32>, tensor<i32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_7(%arg0: tensor<64xi32>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>, %arg3: tensor<64x128xf32>, %arg4: tensor<1xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<128> : tensor<i32>
  %c_1 = stablehlo.constant dense<127> : tensor<i32>
  %c_2 = stablehlo.constant dense<64> : tensor<i32>
  %c_3 = stablehlo.constant dense<0> : tensor<i32>
  %c_4 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg5, %c_4 : tensor<i32>
  %1 = stablehlo.multiply %arg5, %c_4 : tensor<i32>
  %2 = stablehlo.add %c_3, %1 : tensor<i32>
  %3 = stablehlo.convert %2 : tensor<i32>
  %4 = stablehlo.compare LT, %3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.add %3, %c_2 : tensor<i32>
  %6 = stablehlo.select %4, %5, %3 : tensor<i1>, tensor<i32>
  %7 = stablehlo.dynamic_slice %arg0, %6, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %8 = stablehlo.reshape %7 : (tensor<1xi32>) -> tensor<i32>
  %9 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__clip(%8, %c_3, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %10 = stablehlo.compare LT, %9, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %9, %c_0 : tensor<i32>
  %12 = stablehlo.select %10, %11, %9 : tensor<i1>, tensor<i32>
  %13 = stablehlo.compare LT, %arg2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %14 = stablehlo.add %arg2, %c_0 : tensor<i32>
  %15 = stablehlo.select %13, %14, %arg2 : tensor<i1>, tensor<i32>
  %16 = stablehlo.dynamic_slice %arg1, %12, %15, sizes = [1, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
  %17 = stablehlo.convert %arg5 : tensor<i32>
  %18 = stablehlo.compare LT, %17, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %19 = stablehlo.add %17, %c_2 : tensor<i32>
  %20 = stablehlo.select %18, %19, %17 : tensor<i1>, tensor<i32>
  %21 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %22 = stablehlo.add %c_3, %c_0 : tensor<i32>
  %23 = stablehlo.select %21, %22, %c_3 : tensor<i1>, tensor<i32>
  %24 = stablehlo.dynamic_update_slice %arg3, %16, %20, %23 : (tensor<64x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
  %25 = stablehlo.minimum %c_0, %c : tensor<i32>
  %26 = stablehlo.convert %25 : (tensor<i32>) -> tensor<i16>
  %27 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %28 = stablehlo.add %c_3, %c_4 : tensor<i32>
  %29 = stablehlo.select %27, %28, %c_3 : tensor<i1>, tensor<i32>
  %30 = stablehlo.dynamic_slice %arg4, %29, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  %31 = stablehlo.reshape %30 : (tensor<1xi16>) -> tensor<i16>
  %32 = stablehlo.add %31, %26 : tensor<i16>
  %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %34 = stablehlo.compare LT, %c_3, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %35 = stablehlo.add %c_3, %c_4 : tensor<i32>
  %36 = stablehlo.select %34, %35, %c_3 : tensor<i1>, tensor<i32>
  %37 = stablehlo.dynamic_update_slice %arg4, %33, %36 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  return %0, %arg0, %arg1, %24, %37 : tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
  %2 = stablehlo.convert %arg2 : tensor<i32>
  %3 = stablehlo.minimum %2, %1 : tensor<i32>
  return %3 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_8(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<1xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:4 = call @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_9(%arg2, %arg0, %arg3, %arg4, %arg5) : (tensor<128x128xf32>, tensor<i32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd__closed_call_9(%arg0: tensor<128x128xf32>, %arg1: tensor<i32>, %arg2: tensor<64x128xf32>, %arg3: tensor<1xi16>, %arg4: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<128> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg4, %c_2 : tensor<i32>
  %1 = stablehlo.minimum %c_0, %c : tensor<i32>
  %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<i16>
  %3 = stablehlo.compare LT, %c_1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %4 = stablehlo.add %c_1, %c_2 : tensor<i32>
  %5 = stablehlo.select %3, %4, %c_1 : tensor<i1>, tensor<i32>
  %6 = stablehlo.dynamic_slice %arg3, %5, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  %7 = stablehlo.reshape %6 : (tensor<1xi16>) -> tensor<i16>
  %8 = stablehlo.subtract %7, %2 : tensor<i16>
  %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %10 = stablehlo.compare LT, %c_1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %c_1, %c_2 : tensor<i32>
  %12 = stablehlo.select %10, %11, %c_1 : tensor<i1>, tensor<i32>
  %13 = stablehlo.dynamic_update_slice %arg3, %9, %12 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  return %0, %arg0, %arg2, %13 : tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.convert %arg1 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
  %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64x256xf32>
  return %2 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_11(%arg0: tensor<64x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x256xi1>, tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_12(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_fwd___where_13(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
