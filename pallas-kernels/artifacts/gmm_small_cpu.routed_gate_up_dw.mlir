func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw(%arg0: tensor<128x128xf32>, %arg1: tensor<256xi32>, %arg2: tensor<256x256xf32>, %arg3: tensor<4xi32>) -> (tensor<4x128x256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<-1> : tensor<i32>
  %c_2 = stablehlo.constant dense<6> : tensor<i32>
  %c_3 = stablehlo.constant dense<4> : tensor<i32>
  %c_4 = stablehlo.constant dense<128> : tensor<i32>
  %c_5 = stablehlo.constant dense<7> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i16>
  %c_7 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %cst_8 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_9 = stablehlo.constant dense<5> : tensor<i32>
  %c_10 = stablehlo.constant dense<1> : tensor<i32>
  %c_11 = stablehlo.constant dense<3> : tensor<i32>
  %c_12 = stablehlo.constant dense<64> : tensor<i32>
  %c_13 = stablehlo.constant dense<256> : tensor<i32>
  %c_14 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<4xi32>
  %2 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__floor_divide(%7, %c_12) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__floor_divide(%17, %c_12) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_1(%10, %21, %c_10) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %25 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %26 = stablehlo.concatenate %13, %25, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %27 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_2(%24) : (tensor<5xi32>) -> tensor<5xi32>
  %28 = stablehlo.slice %27 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
  %30 = stablehlo.iota dim = 0 : tensor<7xi32>
  %31 = stablehlo.subtract %29, %c_10 : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %33 = stablehlo.minimum %30, %32 : tensor<7xi32>
  %34 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %38 = stablehlo.compare LE, %36, %37, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %39 = stablehlo.convert %38 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %40 = stablehlo.reduce(%39 init: %c_14) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %43 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %44 = stablehlo.add %40, %43 : tensor<7xi32>
  %45 = stablehlo.select %42, %44, %40 : tensor<7xi1>, tensor<7xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %47 = "stablehlo.gather"(%26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %48 = stablehlo.add %47, %33 : tensor<7xi32>
  %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %50 = stablehlo.compare LT, %40, %49, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %51 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %52 = stablehlo.add %40, %51 : tensor<7xi32>
  %53 = stablehlo.select %50, %52, %40 : tensor<7xi1>, tensor<7xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %55 = "stablehlo.gather"(%27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %56 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %57 = stablehlo.compare LT, %40, %56, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %58 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %59 = stablehlo.add %40, %58 : tensor<7xi32>
  %60 = stablehlo.select %57, %59, %40 : tensor<7xi1>, tensor<7xi32>
  %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %62 = "stablehlo.gather"(%24, %61) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %63 = stablehlo.subtract %55, %62 : tensor<7xi32>
  %64 = stablehlo.subtract %48, %63 : tensor<7xi32>
  %65 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %66 = stablehlo.concatenate %7, %65, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %67 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %68 = stablehlo.concatenate %4, %67, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %69 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %70 = stablehlo.reshape %arg1 : (tensor<256xi32>) -> tensor<4x64xi32>
  %71 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x128x256xf32>
  %72 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
  %73 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %74 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %75 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %76 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %77 = stablehlo.multiply %c_10, %c_10 : tensor<i32>
  %78 = stablehlo.multiply %77, %c_5 : tensor<i32>
  %79:19 = stablehlo.while(%iterArg = %78, %iterArg_15 = %64, %iterArg_16 = %40, %iterArg_17 = %69, %iterArg_18 = %66, %iterArg_19 = %68, %iterArg_20 = %c_14, %iterArg_21 = %c_14, %iterArg_22 = %c_14, %iterArg_23 = %c_14, %iterArg_24 = %70, %iterArg_25 = %arg0, %iterArg_26 = %arg2, %iterArg_27 = %71, %iterArg_28 = %72, %iterArg_29 = %73, %iterArg_30 = %74, %iterArg_31 = %75, %iterArg_32 = %76) : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<128x256xf32>, tensor<64x128xf32>, tensor<64xi32>, tensor<1xi32>, tensor<1xi16>
  cond {
    %80 = stablehlo.convert %iterArg : tensor<i32>
    %81 = stablehlo.compare LT, %iterArg_20, %80, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %81 : tensor<i1>
  } do {
    %80 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %81 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %82 = stablehlo.select %80, %81, %iterArg_23 : tensor<i1>, tensor<i32>
    %83 = stablehlo.dynamic_slice %iterArg_15, %82, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %84 = stablehlo.reshape %83 : (tensor<1xi32>) -> tensor<i32>
    %85 = stablehlo.multiply %c_12, %84 : tensor<i32>
    %86 = stablehlo.multiply %c_13, %iterArg_22 : tensor<i32>
    %87 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %89 = stablehlo.select %87, %88, %iterArg_23 : tensor<i1>, tensor<i32>
    %90 = stablehlo.dynamic_slice %iterArg_16, %89, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %91 = stablehlo.reshape %90 : (tensor<1xi32>) -> tensor<i32>
    %92 = stablehlo.multiply %c_4, %iterArg_21 : tensor<i32>
    %93 = stablehlo.multiply %c_13, %iterArg_22 : tensor<i32>
    %94 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = stablehlo.add %c_14, %c_3 : tensor<i32>
    %96 = stablehlo.select %94, %95, %c_14 : tensor<i1>, tensor<i32>
    %97 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %99 = stablehlo.select %97, %98, %c_14 : tensor<i1>, tensor<i32>
    %100 = stablehlo.dynamic_slice %iterArg_24, %96, %99, sizes = [4, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %101 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = stablehlo.add %c_14, %c_4 : tensor<i32>
    %103 = stablehlo.select %101, %102, %c_14 : tensor<i1>, tensor<i32>
    %104 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %c_14, %c_4 : tensor<i32>
    %106 = stablehlo.select %104, %105, %c_14 : tensor<i1>, tensor<i32>
    %107 = stablehlo.dynamic_slice %iterArg_25, %103, %106, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %108 = stablehlo.compare LT, %85, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %85, %c_13 : tensor<i32>
    %110 = stablehlo.select %108, %109, %85 : tensor<i1>, tensor<i32>
    %111 = stablehlo.compare LT, %86, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %86, %c_13 : tensor<i32>
    %113 = stablehlo.select %111, %112, %86 : tensor<i1>, tensor<i32>
    %114 = stablehlo.dynamic_slice %iterArg_26, %110, %113, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %115 = stablehlo.compare LT, %91, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %91, %c_3 : tensor<i32>
    %117 = stablehlo.select %115, %116, %91 : tensor<i1>, tensor<i32>
    %118 = stablehlo.compare LT, %92, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %92, %c_4 : tensor<i32>
    %120 = stablehlo.select %118, %119, %92 : tensor<i1>, tensor<i32>
    %121 = stablehlo.compare LT, %93, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %93, %c_13 : tensor<i32>
    %123 = stablehlo.select %121, %122, %93 : tensor<i1>, tensor<i32>
    %124 = stablehlo.dynamic_slice %iterArg_27, %117, %120, %123, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %126 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %127 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %128 = stablehlo.select %126, %127, %c_14 : tensor<i1>, tensor<i32>
    %129 = stablehlo.dynamic_slice %iterArg_17, %128, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %130 = stablehlo.reshape %129 : (tensor<1xi32>) -> tensor<i32>
    %131 = stablehlo.compare LT, %iterArg_23, %130, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %134 = stablehlo.select %132, %133, %iterArg_23 : tensor<i1>, tensor<i32>
    %135 = stablehlo.dynamic_slice %iterArg_16, %134, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %136 = stablehlo.reshape %135 : (tensor<1xi32>) -> tensor<i32>
    %137 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = stablehlo.subtract %iterArg_23, %c_10 : tensor<i32>
    %139 = stablehlo.maximum %138, %c_14 : tensor<i32>
    %140 = stablehlo.compare LT, %139, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %139, %c_5 : tensor<i32>
    %142 = stablehlo.select %140, %141, %139 : tensor<i1>, tensor<i32>
    %143 = stablehlo.dynamic_slice %iterArg_16, %142, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %144 = stablehlo.reshape %143 : (tensor<1xi32>) -> tensor<i32>
    %145 = stablehlo.compare NE, %144, %136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %146 = stablehlo.or %137, %145 : tensor<i1>
    %147 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %149 = stablehlo.select %147, %148, %c_14 : tensor<i1>, tensor<i32>
    %150 = stablehlo.dynamic_slice %iterArg_17, %149, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %151 = stablehlo.reshape %150 : (tensor<1xi32>) -> tensor<i32>
    %152 = stablehlo.subtract %151, %c_10 : tensor<i32>
    %153 = stablehlo.compare EQ, %iterArg_23, %152, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %155 = stablehlo.minimum %154, %c_2 : tensor<i32>
    %156 = stablehlo.compare LT, %155, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.add %155, %c_5 : tensor<i32>
    %158 = stablehlo.select %156, %157, %155 : tensor<i1>, tensor<i32>
    %159 = stablehlo.dynamic_slice %iterArg_16, %158, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %160 = stablehlo.reshape %159 : (tensor<1xi32>) -> tensor<i32>
    %161 = stablehlo.compare NE, %160, %136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %162 = stablehlo.or %153, %161 : tensor<i1>
    %163 = stablehlo.compare LT, %136, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %136, %c_9 : tensor<i32>
    %165 = stablehlo.select %163, %164, %136 : tensor<i1>, tensor<i32>
    %166 = stablehlo.dynamic_slice %iterArg_18, %165, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %167 = stablehlo.reshape %166 : (tensor<1xi32>) -> tensor<i32>
    %168 = stablehlo.compare LT, %136, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = stablehlo.add %136, %c_9 : tensor<i32>
    %170 = stablehlo.select %168, %169, %136 : tensor<i1>, tensor<i32>
    %171 = stablehlo.dynamic_slice %iterArg_19, %170, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %172 = stablehlo.reshape %171 : (tensor<1xi32>) -> tensor<i32>
    %173 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.convert %173 : (tensor<i1>) -> tensor<i32>
    %175 = "stablehlo.case"(%174) ({
      stablehlo.return %iterArg_31 : tensor<1xi32>
    }, {
      %255 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %256 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %257 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %258 = stablehlo.select %256, %257, %c_14 : tensor<i1>, tensor<i32>
      %259 = stablehlo.dynamic_update_slice %iterArg_31, %255, %258 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %259 : tensor<1xi32>
    }) : (tensor<i32>) -> tensor<1xi32>
    %176 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %177 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %178 = stablehlo.select %176, %177, %iterArg_23 : tensor<i1>, tensor<i32>
    %179 = stablehlo.dynamic_slice %iterArg_15, %178, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %180 = stablehlo.reshape %179 : (tensor<1xi32>) -> tensor<i32>
    %181 = stablehlo.multiply %iterArg_21, %c_4 : tensor<i32>
    %182 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %183 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
    %184 = stablehlo.select %182, %183, %iterArg_23 : tensor<i1>, tensor<i32>
    %185 = stablehlo.dynamic_slice %iterArg_15, %184, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %186 = stablehlo.reshape %185 : (tensor<1xi32>) -> tensor<i32>
    %187 = stablehlo.multiply %186, %c_10 : tensor<i32>
    %188 = stablehlo.add %187, %iterArg_21 : tensor<i32>
    %189 = stablehlo.compare GT, %172, %167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.and %131, %189 : tensor<i1>
    %191 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %193 = stablehlo.select %191, %192, %c_14 : tensor<i1>, tensor<i32>
    %194 = stablehlo.dynamic_slice %175, %193, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %195 = stablehlo.reshape %194 : (tensor<1xi32>) -> tensor<i32>
    %196 = stablehlo.compare NE, %195, %188, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.and %190, %196 : tensor<i1>
    %198 = stablehlo.convert %197 : (tensor<i1>) -> tensor<i32>
    %199:5 = "stablehlo.case"(%198) ({
      stablehlo.return %iterArg_30, %iterArg_32, %107, %iterArg_29, %175 : tensor<64xi32>, tensor<1xi16>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi32>
    }, {
      %255 = stablehlo.compare LT, %180, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %256 = stablehlo.add %180, %c_3 : tensor<i32>
      %257 = stablehlo.select %255, %256, %180 : tensor<i1>, tensor<i32>
      %258 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %259 = stablehlo.add %c_14, %c_12 : tensor<i32>
      %260 = stablehlo.select %258, %259, %c_14 : tensor<i1>, tensor<i32>
      %261 = stablehlo.dynamic_slice %100, %257, %260, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
      %262 = stablehlo.reshape %261 : (tensor<1x64xi32>) -> tensor<64xi32>
      %263 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
      %264 = stablehlo.convert %263 : (tensor<i32>) -> tensor<i16>
      %265 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %266 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %267 = stablehlo.select %265, %266, %c_14 : tensor<i1>, tensor<i32>
      %268 = stablehlo.dynamic_slice %iterArg_32, %267, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %269 = stablehlo.reshape %268 : (tensor<1xi16>) -> tensor<i16>
      %270 = stablehlo.add %269, %264 : tensor<i16>
      %271 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i16>) -> tensor<1xi16>
      %272 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %273 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %274 = stablehlo.select %272, %273, %c_14 : tensor<i1>, tensor<i32>
      %275 = stablehlo.dynamic_update_slice %iterArg_32, %271, %274 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %276 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
      %277 = stablehlo.convert %276 : (tensor<i32>) -> tensor<i16>
      %278 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %279 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %280 = stablehlo.select %278, %279, %c_14 : tensor<i1>, tensor<i32>
      %281 = stablehlo.dynamic_slice %275, %280, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %282 = stablehlo.reshape %281 : (tensor<1xi16>) -> tensor<i16>
      %283 = stablehlo.subtract %282, %277 : tensor<i16>
      %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<i16>) -> tensor<1xi16>
      %285 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %286 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %287 = stablehlo.select %285, %286, %c_14 : tensor<i1>, tensor<i32>
      %288 = stablehlo.dynamic_update_slice %275, %284, %287 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
      %289:8 = stablehlo.while(%iterArg_33 = %181, %iterArg_34 = %c_14, %iterArg_35 = %c_14, %iterArg_36 = %262, %iterArg_37 = %107, %iterArg_38 = %iterArg_29, %iterArg_39 = %288, %iterArg_40 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      cond {
        %296 = stablehlo.compare LT, %iterArg_34, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %296 : tensor<i1>
      } do {
        %296:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call(%iterArg_33, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40) : (tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>)
        %297 = stablehlo.add %iterArg_34, %c_10 : tensor<i32>
        stablehlo.return %iterArg_33, %297, %296#0, %296#1, %296#2, %296#3, %296#4, %296#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      }
      %290:7 = stablehlo.while(%iterArg_33 = %181, %iterArg_34 = %c_14, %iterArg_35 = %c_14, %iterArg_36 = %289#4, %iterArg_37 = %289#5, %iterArg_38 = %289#6, %iterArg_39 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      cond {
        %296 = stablehlo.compare LT, %iterArg_34, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %296 : tensor<i1>
      } do {
        %296:5 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_5(%iterArg_33, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39) : (tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>)
        %297 = stablehlo.add %iterArg_34, %c_10 : tensor<i32>
        stablehlo.return %iterArg_33, %297, %296#0, %296#1, %296#2, %296#3, %296#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
      }
      %291 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %292 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %293 = stablehlo.add %c_14, %c_10 : tensor<i32>
      %294 = stablehlo.select %292, %293, %c_14 : tensor<i1>, tensor<i32>
      %295 = stablehlo.dynamic_update_slice %175, %291, %294 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %289#3, %290#5, %290#3, %290#4, %295 : tensor<64xi32>, tensor<1xi16>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi32>
    }) : (tensor<i32>) -> (tensor<64xi32>, tensor<1xi16>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi32>)
    %200 = stablehlo.and %131, %146 : tensor<i1>
    %201 = stablehlo.convert %200 : (tensor<i1>) -> tensor<i32>
    %202 = "stablehlo.case"(%201) ({
      stablehlo.return %iterArg_28 : tensor<128x256xf32>
    }, {
      %255 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      stablehlo.return %255 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %203 = stablehlo.compare GT, %172, %167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.and %131, %203 : tensor<i1>
    %205 = stablehlo.convert %204 : (tensor<i1>) -> tensor<i32>
    %206 = "stablehlo.case"(%205) ({
      stablehlo.return %202 : tensor<128x256xf32>
    }, {
      %255 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %256 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
      %257 = stablehlo.select %255, %256, %iterArg_23 : tensor<i1>, tensor<i32>
      %258 = stablehlo.dynamic_slice %iterArg_15, %257, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %259 = stablehlo.reshape %258 : (tensor<1xi32>) -> tensor<i32>
      %260 = stablehlo.multiply %259, %c_12 : tensor<i32>
      %261 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %262 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %263 = stablehlo.add %262, %261 : tensor<64x128xi32>
      %264 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %265 = stablehlo.compare GE, %263, %264, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %266 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %267 = stablehlo.compare LT, %263, %266, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %268 = stablehlo.and %265, %267 : tensor<64x128xi1>
      %269 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %270 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_7(%268, %199#3, %269) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %271 = stablehlo.compare LT, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %272 = stablehlo.add %iterArg_23, %c_5 : tensor<i32>
      %273 = stablehlo.select %271, %272, %iterArg_23 : tensor<i1>, tensor<i32>
      %274 = stablehlo.dynamic_slice %iterArg_15, %273, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %275 = stablehlo.reshape %274 : (tensor<1xi32>) -> tensor<i32>
      %276 = stablehlo.multiply %275, %c_12 : tensor<i32>
      %277 = stablehlo.iota dim = 0 : tensor<64x256xi32>
      %278 = stablehlo.broadcast_in_dim %276, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %279 = stablehlo.add %278, %277 : tensor<64x256xi32>
      %280 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %281 = stablehlo.compare GE, %279, %280, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %282 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %283 = stablehlo.compare LT, %279, %282, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %284 = stablehlo.and %281, %283 : tensor<64x256xi1>
      %285 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
      %286 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_8(%284, %114, %285) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %287 = stablehlo.dot_general %270, %286, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
      %288 = stablehlo.add %202, %287 : tensor<128x256xf32>
      stablehlo.return %288 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %207 = stablehlo.and %131, %162 : tensor<i1>
    %208 = stablehlo.convert %207 : (tensor<i1>) -> tensor<i32>
    %209 = "stablehlo.case"(%208) ({
      stablehlo.return %125 : tensor<128x256xf32>
    }, {
      stablehlo.return %206 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %210 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.add %c_14, %c_3 : tensor<i32>
    %212 = stablehlo.select %210, %211, %c_14 : tensor<i1>, tensor<i32>
    %213 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %214 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %215 = stablehlo.select %213, %214, %c_14 : tensor<i1>, tensor<i32>
    %216 = stablehlo.dynamic_update_slice %iterArg_24, %100, %212, %215 : (tensor<4x64xi32>, tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %217 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %218 = stablehlo.add %c_14, %c_4 : tensor<i32>
    %219 = stablehlo.select %217, %218, %c_14 : tensor<i1>, tensor<i32>
    %220 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = stablehlo.add %c_14, %c_4 : tensor<i32>
    %222 = stablehlo.select %220, %221, %c_14 : tensor<i1>, tensor<i32>
    %223 = stablehlo.dynamic_update_slice %iterArg_25, %199#2, %219, %222 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %224 = stablehlo.compare LT, %85, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %225 = stablehlo.add %85, %c_13 : tensor<i32>
    %226 = stablehlo.select %224, %225, %85 : tensor<i1>, tensor<i32>
    %227 = stablehlo.compare LT, %86, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %228 = stablehlo.add %86, %c_13 : tensor<i32>
    %229 = stablehlo.select %227, %228, %86 : tensor<i1>, tensor<i32>
    %230 = stablehlo.dynamic_update_slice %iterArg_26, %114, %226, %229 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %231 = stablehlo.broadcast_in_dim %209, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %232 = stablehlo.compare LT, %91, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %233 = stablehlo.add %91, %c_3 : tensor<i32>
    %234 = stablehlo.select %232, %233, %91 : tensor<i1>, tensor<i32>
    %235 = stablehlo.compare LT, %92, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %236 = stablehlo.add %92, %c_4 : tensor<i32>
    %237 = stablehlo.select %235, %236, %92 : tensor<i1>, tensor<i32>
    %238 = stablehlo.compare LT, %93, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %239 = stablehlo.add %93, %c_13 : tensor<i32>
    %240 = stablehlo.select %238, %239, %93 : tensor<i1>, tensor<i32>
    %241 = stablehlo.dynamic_update_slice %iterArg_27, %231, %234, %237, %240 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %242 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %243 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %244 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_9(%c, %243, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %245 = stablehlo.compare EQ, %244, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %246 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_10(%245, %c_14, %244) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %247 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %248 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_9(%245, %247, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %249 = stablehlo.compare EQ, %248, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %250 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_10(%249, %c_14, %248) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %251 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %252 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_9(%249, %251, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %253 = stablehlo.compare EQ, %252, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %254 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_10(%253, %c_14, %252) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %242, %254, %250, %246, %216, %223, %230, %241, %206, %199#3, %199#0, %199#4, %199#1 : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<128x256xf32>, tensor<64x128xf32>, tensor<64xi32>, tensor<1xi32>, tensor<1xi16>
  }
  return %79#13 : tensor<4x128x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
  %14 = call @namtrain_gmm_small_cpu_routed_gate_up_dw___where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_2(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_3(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_3(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<64xi32>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x128xf32>, %arg5: tensor<1xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_4(%arg2, %arg3, %arg0, %arg4, %arg5, %arg6) : (tensor<64xi32>, tensor<128x128xf32>, tensor<i32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_4(%arg0: tensor<64xi32>, %arg1: tensor<128x128xf32>, %arg2: tensor<i32>, %arg3: tensor<64x128xf32>, %arg4: tensor<1xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>) {
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
  %9 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__clip(%8, %c_3, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
  %2 = stablehlo.convert %arg2 : tensor<i32>
  %3 = stablehlo.minimum %2, %1 : tensor<i32>
  return %3 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_5(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<64x128xf32>, %arg4: tensor<1xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:4 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_6(%arg2, %arg0, %arg3, %arg4, %arg5) : (tensor<128x128xf32>, tensor<i32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>)
  %1 = stablehlo.add %arg1, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_6(%arg0: tensor<128x128xf32>, %arg1: tensor<i32>, %arg2: tensor<64x128xf32>, %arg3: tensor<1xi16>, %arg4: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<64x128xf32>, tensor<1xi16>) {
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_7(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_8(%arg0: tensor<64x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x256xi1>, tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
