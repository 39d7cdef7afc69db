func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw(%arg0: tensor<128x128xf32>, %arg1: tensor<256xi32>, %arg2: tensor<256x256xf32>, %arg3: tensor<4xi32>) -> (tensor<4x128x256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<2> : tensor<i32>
  %c_2 = stablehlo.constant dense<-1> : tensor<i32>
  %c_3 = stablehlo.constant dense<6> : tensor<i32>
  %c_4 = stablehlo.constant dense<4> : tensor<i32>
  %c_5 = stablehlo.constant dense<128> : tensor<i32>
  %c_6 = stablehlo.constant dense<7> : tensor<i32>
  %c_7 = stablehlo.constant dense<0> : tensor<i16>
  %c_8 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_10 = stablehlo.constant dense<5> : tensor<i32>
  %c_11 = stablehlo.constant dense<1> : tensor<i32>
  %c_12 = stablehlo.constant dense<3> : tensor<i32>
  %c_13 = stablehlo.constant dense<64> : tensor<i32>
  %c_14 = stablehlo.constant dense<256> : tensor<i32>
  %c_15 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %1 = stablehlo.maximum %arg3, %0 : tensor<4xi32>
  %2 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__floor_divide(%7, %c_13) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__floor_divide(%17, %c_13) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_1(%10, %21, %c_11) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %25 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %26 = stablehlo.concatenate %13, %25, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %27 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__cumsum_2(%24) : (tensor<5xi32>) -> tensor<5xi32>
  %28 = stablehlo.slice %27 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
  %30 = stablehlo.iota dim = 0 : tensor<7xi32>
  %31 = stablehlo.subtract %29, %c_11 : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %33 = stablehlo.minimum %30, %32 : tensor<7xi32>
  %34 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %38 = stablehlo.compare LE, %36, %37, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %39 = stablehlo.convert %38 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %40 = stablehlo.reduce(%39 init: %c_15) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %41 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %44 = stablehlo.add %40, %43 : tensor<7xi32>
  %45 = stablehlo.select %42, %44, %40 : tensor<7xi1>, tensor<7xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %47 = "stablehlo.gather"(%26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %48 = stablehlo.add %47, %33 : tensor<7xi32>
  %49 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %50 = stablehlo.compare LT, %40, %49, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %51 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %52 = stablehlo.add %40, %51 : tensor<7xi32>
  %53 = stablehlo.select %50, %52, %40 : tensor<7xi1>, tensor<7xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %55 = "stablehlo.gather"(%27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %56 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %57 = stablehlo.compare LT, %40, %56, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %58 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
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
  %71 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x128x256xf32>
  %72 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
  %73 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x64x128xf32>
  %74 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x64xi32>
  %75 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %76 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i16>) -> tensor<3xi16>
  %77 = stablehlo.multiply %c_11, %c_11 : tensor<i32>
  %78 = stablehlo.multiply %77, %c_6 : tensor<i32>
  %79:19 = stablehlo.while(%iterArg = %78, %iterArg_16 = %64, %iterArg_17 = %40, %iterArg_18 = %69, %iterArg_19 = %66, %iterArg_20 = %68, %iterArg_21 = %c_15, %iterArg_22 = %c_15, %iterArg_23 = %c_15, %iterArg_24 = %c_15, %iterArg_25 = %70, %iterArg_26 = %arg0, %iterArg_27 = %arg2, %iterArg_28 = %71, %iterArg_29 = %72, %iterArg_30 = %73, %iterArg_31 = %74, %iterArg_32 = %75, %iterArg_33 = %76) : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<128x256xf32>, tensor<2x64x128xf32>, tensor<2x64xi32>, tensor<1xi32>, tensor<3xi16>
  cond {
    %80 = stablehlo.convert %iterArg : tensor<i32>
    %81 = stablehlo.compare LT, %iterArg_21, %80, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %81 : tensor<i1>
  } do {
    %80 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %81 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
    %82 = stablehlo.select %80, %81, %iterArg_24 : tensor<i1>, tensor<i32>
    %83 = stablehlo.dynamic_slice %iterArg_16, %82, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %84 = stablehlo.reshape %83 : (tensor<1xi32>) -> tensor<i32>
    %85 = stablehlo.multiply %c_13, %84 : tensor<i32>
    %86 = stablehlo.multiply %c_14, %iterArg_23 : tensor<i32>
    %87 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %88 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
    %89 = stablehlo.select %87, %88, %iterArg_24 : tensor<i1>, tensor<i32>
    %90 = stablehlo.dynamic_slice %iterArg_17, %89, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %91 = stablehlo.reshape %90 : (tensor<1xi32>) -> tensor<i32>
    %92 = stablehlo.multiply %c_5, %iterArg_22 : tensor<i32>
    %93 = stablehlo.multiply %c_14, %iterArg_23 : tensor<i32>
    %94 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %95 = stablehlo.add %c_15, %c_4 : tensor<i32>
    %96 = stablehlo.select %94, %95, %c_15 : tensor<i1>, tensor<i32>
    %97 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %98 = stablehlo.add %c_15, %c_13 : tensor<i32>
    %99 = stablehlo.select %97, %98, %c_15 : tensor<i1>, tensor<i32>
    %100 = stablehlo.dynamic_slice %iterArg_25, %96, %99, sizes = [4, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %101 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %102 = stablehlo.add %c_15, %c_5 : tensor<i32>
    %103 = stablehlo.select %101, %102, %c_15 : tensor<i1>, tensor<i32>
    %104 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %105 = stablehlo.add %c_15, %c_5 : tensor<i32>
    %106 = stablehlo.select %104, %105, %c_15 : tensor<i1>, tensor<i32>
    %107 = stablehlo.dynamic_slice %iterArg_26, %103, %106, sizes = [128, 128] : (tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %108 = stablehlo.compare LT, %85, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %109 = stablehlo.add %85, %c_14 : tensor<i32>
    %110 = stablehlo.select %108, %109, %85 : tensor<i1>, tensor<i32>
    %111 = stablehlo.compare LT, %86, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = stablehlo.add %86, %c_14 : tensor<i32>
    %113 = stablehlo.select %111, %112, %86 : tensor<i1>, tensor<i32>
    %114 = stablehlo.dynamic_slice %iterArg_27, %110, %113, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %115 = stablehlo.compare LT, %91, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %91, %c_4 : tensor<i32>
    %117 = stablehlo.select %115, %116, %91 : tensor<i1>, tensor<i32>
    %118 = stablehlo.compare LT, %92, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %119 = stablehlo.add %92, %c_5 : tensor<i32>
    %120 = stablehlo.select %118, %119, %92 : tensor<i1>, tensor<i32>
    %121 = stablehlo.compare LT, %93, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %93, %c_14 : tensor<i32>
    %123 = stablehlo.select %121, %122, %93 : tensor<i1>, tensor<i32>
    %124 = stablehlo.dynamic_slice %iterArg_28, %117, %120, %123, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %126 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %127 = stablehlo.add %c_15, %c_11 : tensor<i32>
    %128 = stablehlo.select %126, %127, %c_15 : tensor<i1>, tensor<i32>
    %129 = stablehlo.dynamic_slice %iterArg_18, %128, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %130 = stablehlo.reshape %129 : (tensor<1xi32>) -> tensor<i32>
    %131 = stablehlo.compare LT, %iterArg_24, %130, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %132 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
    %134 = stablehlo.select %132, %133, %iterArg_24 : tensor<i1>, tensor<i32>
    %135 = stablehlo.dynamic_slice %iterArg_17, %134, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %136 = stablehlo.reshape %135 : (tensor<1xi32>) -> tensor<i32>
    %137 = stablehlo.compare EQ, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = stablehlo.subtract %iterArg_24, %c_11 : tensor<i32>
    %139 = stablehlo.maximum %138, %c_15 : tensor<i32>
    %140 = stablehlo.compare LT, %139, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %139, %c_6 : tensor<i32>
    %142 = stablehlo.select %140, %141, %139 : tensor<i1>, tensor<i32>
    %143 = stablehlo.dynamic_slice %iterArg_17, %142, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %144 = stablehlo.reshape %143 : (tensor<1xi32>) -> tensor<i32>
    %145 = stablehlo.compare NE, %144, %136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %146 = stablehlo.or %137, %145 : tensor<i1>
    %147 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %c_15, %c_11 : tensor<i32>
    %149 = stablehlo.select %147, %148, %c_15 : tensor<i1>, tensor<i32>
    %150 = stablehlo.dynamic_slice %iterArg_18, %149, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %151 = stablehlo.reshape %150 : (tensor<1xi32>) -> tensor<i32>
    %152 = stablehlo.subtract %151, %c_11 : tensor<i32>
    %153 = stablehlo.compare EQ, %iterArg_24, %152, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %iterArg_24, %c_11 : tensor<i32>
    %155 = stablehlo.minimum %154, %c_3 : tensor<i32>
    %156 = stablehlo.compare LT, %155, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.add %155, %c_6 : tensor<i32>
    %158 = stablehlo.select %156, %157, %155 : tensor<i1>, tensor<i32>
    %159 = stablehlo.dynamic_slice %iterArg_17, %158, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %160 = stablehlo.reshape %159 : (tensor<1xi32>) -> tensor<i32>
    %161 = stablehlo.compare NE, %160, %136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %162 = stablehlo.or %153, %161 : tensor<i1>
    %163 = stablehlo.compare LT, %136, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %136, %c_10 : tensor<i32>
    %165 = stablehlo.select %163, %164, %136 : tensor<i1>, tensor<i32>
    %166 = stablehlo.dynamic_slice %iterArg_19, %165, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %167 = stablehlo.reshape %166 : (tensor<1xi32>) -> tensor<i32>
    %168 = stablehlo.compare LT, %136, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %169 = stablehlo.add %136, %c_10 : tensor<i32>
    %170 = stablehlo.select %168, %169, %136 : tensor<i1>, tensor<i32>
    %171 = stablehlo.dynamic_slice %iterArg_20, %170, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %172 = stablehlo.reshape %171 : (tensor<1xi32>) -> tensor<i32>
    %173 = stablehlo.compare EQ, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
    %176 = stablehlo.select %174, %175, %iterArg_24 : tensor<i1>, tensor<i32>
    %177 = stablehlo.dynamic_slice %iterArg_16, %176, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %178 = stablehlo.reshape %177 : (tensor<1xi32>) -> tensor<i32>
    %179 = stablehlo.multiply %iterArg_22, %c_5 : tensor<i32>
    %180 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %181 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
    %182 = stablehlo.select %180, %181, %iterArg_24 : tensor<i1>, tensor<i32>
    %183 = stablehlo.dynamic_slice %iterArg_16, %182, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %184 = stablehlo.reshape %183 : (tensor<1xi32>) -> tensor<i32>
    %185 = stablehlo.multiply %184, %c_11 : tensor<i32>
    %186 = stablehlo.add %185, %iterArg_22 : tensor<i32>
    %187 = stablehlo.compare GT, %172, %167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %188 = stablehlo.and %131, %187 : tensor<i1>
    %189 = stablehlo.compare LT, %c_4, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = stablehlo.add %c_4, %c_10 : tensor<i32>
    %191 = stablehlo.select %189, %190, %c_4 : tensor<i1>, tensor<i32>
    %192 = stablehlo.dynamic_slice %iterArg_20, %191, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %193 = stablehlo.reshape %192 : (tensor<1xi32>) -> tensor<i32>
    %194 = stablehlo.subtract %193, %c_11 : tensor<i32>
    %195 = stablehlo.divide %194, %c_13 : tensor<i32>
    %196 = stablehlo.convert %173 : (tensor<i1>) -> tensor<i32>
    %197 = "stablehlo.case"(%196) ({
      stablehlo.return %iterArg_32 : tensor<1xi32>
    }, {
      %262 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %263 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %264 = stablehlo.add %c_15, %c_11 : tensor<i32>
      %265 = stablehlo.select %263, %264, %c_15 : tensor<i1>, tensor<i32>
      %266 = stablehlo.dynamic_update_slice %iterArg_32, %262, %265 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %266 : tensor<1xi32>
    }) : (tensor<i32>) -> tensor<1xi32>
    %198 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %199 = stablehlo.add %c_15, %c_11 : tensor<i32>
    %200 = stablehlo.select %198, %199, %c_15 : tensor<i1>, tensor<i32>
    %201 = stablehlo.dynamic_slice %197, %200, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %202 = stablehlo.reshape %201 : (tensor<1xi32>) -> tensor<i32>
    %203 = stablehlo.compare NE, %202, %186, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %204 = stablehlo.and %188, %203 : tensor<i1>
    %205 = stablehlo.convert %204 : (tensor<i1>) -> tensor<i32>
    %206:5 = "stablehlo.case"(%205) ({
      stablehlo.return %iterArg_31, %iterArg_33, %107, %iterArg_30, %197 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<1xi32>
    }, {
      %262 = stablehlo.compare EQ, %178, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %263 = stablehlo.convert %262 : (tensor<i1>) -> tensor<i32>
      %264:4 = "stablehlo.case"(%263) ({
        stablehlo.return %iterArg_31, %iterArg_33, %107, %iterArg_30 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }, {
        %275 = stablehlo.remainder %178, %c_1 : tensor<i32>
        %276 = stablehlo.compare LT, %178, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %277 = stablehlo.add %178, %c_4 : tensor<i32>
        %278 = stablehlo.select %276, %277, %178 : tensor<i1>, tensor<i32>
        %279 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %280 = stablehlo.add %c_15, %c_13 : tensor<i32>
        %281 = stablehlo.select %279, %280, %c_15 : tensor<i1>, tensor<i32>
        %282 = stablehlo.dynamic_slice %100, %278, %281, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
        %283 = stablehlo.reshape %282 : (tensor<1x64xi32>) -> tensor<64xi32>
        %284 = stablehlo.broadcast_in_dim %283, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
        %285 = stablehlo.compare LT, %275, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %286 = stablehlo.add %275, %c_1 : tensor<i32>
        %287 = stablehlo.select %285, %286, %275 : tensor<i1>, tensor<i32>
        %288 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %289 = stablehlo.add %c_15, %c_13 : tensor<i32>
        %290 = stablehlo.select %288, %289, %c_15 : tensor<i1>, tensor<i32>
        %291 = stablehlo.dynamic_update_slice %iterArg_31, %284, %287, %290 : (tensor<2x64xi32>, tensor<1x64xi32>, tensor<i32>, tensor<i32>) -> tensor<2x64xi32>
        %292 = stablehlo.minimum %c_13, %c_0 : tensor<i32>
        %293 = stablehlo.convert %292 : (tensor<i32>) -> tensor<i16>
        %294 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %295 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %296 = stablehlo.select %294, %295, %c_1 : tensor<i1>, tensor<i32>
        %297 = stablehlo.dynamic_slice %iterArg_33, %296, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %298 = stablehlo.reshape %297 : (tensor<1xi16>) -> tensor<i16>
        %299 = stablehlo.add %298, %293 : tensor<i16>
        %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %301 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %302 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %303 = stablehlo.select %301, %302, %c_1 : tensor<i1>, tensor<i32>
        %304 = stablehlo.dynamic_update_slice %iterArg_33, %300, %303 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %305 = stablehlo.minimum %c_13, %c_0 : tensor<i32>
        %306 = stablehlo.convert %305 : (tensor<i32>) -> tensor<i16>
        %307 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %308 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %309 = stablehlo.select %307, %308, %c_1 : tensor<i1>, tensor<i32>
        %310 = stablehlo.dynamic_slice %304, %309, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %311 = stablehlo.reshape %310 : (tensor<1xi16>) -> tensor<i16>
        %312 = stablehlo.subtract %311, %306 : tensor<i16>
        %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %314 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %315 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %316 = stablehlo.select %314, %315, %c_1 : tensor<i1>, tensor<i32>
        %317 = stablehlo.dynamic_update_slice %304, %313, %316 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %318:9 = stablehlo.while(%iterArg_34 = %275, %iterArg_35 = %179, %iterArg_36 = %c_15, %iterArg_37 = %c_15, %iterArg_38 = %291, %iterArg_39 = %107, %iterArg_40 = %iterArg_30, %iterArg_41 = %317, %iterArg_42 = %c_15) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        cond {
          %319 = stablehlo.compare LT, %iterArg_36, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %319 : tensor<i1>
        } do {
          %319:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call(%iterArg_34, %iterArg_35, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>)
          %320 = stablehlo.add %iterArg_36, %c_11 : tensor<i32>
          stablehlo.return %iterArg_34, %iterArg_35, %320, %319#0, %319#1, %319#2, %319#3, %319#4, %319#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        }
        stablehlo.return %318#4, %318#7, %318#5, %318#6 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }) : (tensor<i32>) -> (tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>)
      %265 = stablehlo.remainder %178, %c_1 : tensor<i32>
      %266:8 = stablehlo.while(%iterArg_34 = %179, %iterArg_35 = %265, %iterArg_36 = %c_15, %iterArg_37 = %c_15, %iterArg_38 = %264#2, %iterArg_39 = %264#3, %iterArg_40 = %264#1, %iterArg_41 = %c_15) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
      cond {
        %275 = stablehlo.compare LT, %iterArg_36, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %275 : tensor<i1>
      } do {
        %275:5 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_5(%iterArg_34, %iterArg_35, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>)
        %276 = stablehlo.add %iterArg_36, %c_11 : tensor<i32>
        stablehlo.return %iterArg_34, %iterArg_35, %276, %275#0, %275#1, %275#2, %275#3, %275#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
      }
      %267 = stablehlo.compare LT, %178, %195, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %268 = stablehlo.convert %267 : (tensor<i1>) -> tensor<i32>
      %269:4 = "stablehlo.case"(%268) ({
        stablehlo.return %264#0, %266#6, %266#4, %266#5 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }, {
        %275 = stablehlo.add %178, %c_11 : tensor<i32>
        %276 = stablehlo.remainder %275, %c_1 : tensor<i32>
        %277 = stablehlo.compare LT, %275, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %278 = stablehlo.add %275, %c_4 : tensor<i32>
        %279 = stablehlo.select %277, %278, %275 : tensor<i1>, tensor<i32>
        %280 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %281 = stablehlo.add %c_15, %c_13 : tensor<i32>
        %282 = stablehlo.select %280, %281, %c_15 : tensor<i1>, tensor<i32>
        %283 = stablehlo.dynamic_slice %100, %279, %282, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
        %284 = stablehlo.reshape %283 : (tensor<1x64xi32>) -> tensor<64xi32>
        %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
        %286 = stablehlo.compare LT, %276, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %287 = stablehlo.add %276, %c_1 : tensor<i32>
        %288 = stablehlo.select %286, %287, %276 : tensor<i1>, tensor<i32>
        %289 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %290 = stablehlo.add %c_15, %c_13 : tensor<i32>
        %291 = stablehlo.select %289, %290, %c_15 : tensor<i1>, tensor<i32>
        %292 = stablehlo.dynamic_update_slice %264#0, %285, %288, %291 : (tensor<2x64xi32>, tensor<1x64xi32>, tensor<i32>, tensor<i32>) -> tensor<2x64xi32>
        %293 = stablehlo.minimum %c_13, %c_0 : tensor<i32>
        %294 = stablehlo.convert %293 : (tensor<i32>) -> tensor<i16>
        %295 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %296 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %297 = stablehlo.select %295, %296, %c_1 : tensor<i1>, tensor<i32>
        %298 = stablehlo.dynamic_slice %266#6, %297, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %299 = stablehlo.reshape %298 : (tensor<1xi16>) -> tensor<i16>
        %300 = stablehlo.add %299, %294 : tensor<i16>
        %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %302 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %303 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %304 = stablehlo.select %302, %303, %c_1 : tensor<i1>, tensor<i32>
        %305 = stablehlo.dynamic_update_slice %266#6, %301, %304 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %306 = stablehlo.minimum %c_13, %c_0 : tensor<i32>
        %307 = stablehlo.convert %306 : (tensor<i32>) -> tensor<i16>
        %308 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %309 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %310 = stablehlo.select %308, %309, %c_1 : tensor<i1>, tensor<i32>
        %311 = stablehlo.dynamic_slice %305, %310, sizes = [1] : (tensor<3xi16>, tensor<i32>) -> tensor<1xi16>
        %312 = stablehlo.reshape %311 : (tensor<1xi16>) -> tensor<i16>
        %313 = stablehlo.subtract %312, %307 : tensor<i16>
        %314 = stablehlo.broadcast_in_dim %313, dims = [] : (tensor<i16>) -> tensor<1xi16>
        %315 = stablehlo.compare LT, %c_1, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %316 = stablehlo.add %c_1, %c_12 : tensor<i32>
        %317 = stablehlo.select %315, %316, %c_1 : tensor<i1>, tensor<i32>
        %318 = stablehlo.dynamic_update_slice %305, %314, %317 : (tensor<3xi16>, tensor<1xi16>, tensor<i32>) -> tensor<3xi16>
        %319:9 = stablehlo.while(%iterArg_34 = %276, %iterArg_35 = %179, %iterArg_36 = %c_15, %iterArg_37 = %c_15, %iterArg_38 = %292, %iterArg_39 = %266#4, %iterArg_40 = %266#5, %iterArg_41 = %318, %iterArg_42 = %c_15) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        cond {
          %320 = stablehlo.compare LT, %iterArg_36, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %320 : tensor<i1>
        } do {
          %320:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_7(%iterArg_34, %iterArg_35, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>)
          %321 = stablehlo.add %iterArg_36, %c_11 : tensor<i32>
          stablehlo.return %iterArg_34, %iterArg_35, %321, %320#0, %320#1, %320#2, %320#3, %320#4, %320#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
        }
        stablehlo.return %319#4, %319#7, %319#5, %319#6 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>
      }) : (tensor<i32>) -> (tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>)
      %270 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %271 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %272 = stablehlo.add %c_15, %c_11 : tensor<i32>
      %273 = stablehlo.select %271, %272, %c_15 : tensor<i1>, tensor<i32>
      %274 = stablehlo.dynamic_update_slice %197, %270, %273 : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
      stablehlo.return %269#0, %269#1, %269#2, %269#3, %274 : tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<1xi32>
    }) : (tensor<i32>) -> (tensor<2x64xi32>, tensor<3xi16>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<1xi32>)
    %207 = stablehlo.and %131, %146 : tensor<i1>
    %208 = stablehlo.convert %207 : (tensor<i1>) -> tensor<i32>
    %209 = "stablehlo.case"(%208) ({
      stablehlo.return %iterArg_29 : tensor<128x256xf32>
    }, {
      %262 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      stablehlo.return %262 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %210 = stablehlo.compare GT, %172, %167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = stablehlo.and %131, %210 : tensor<i1>
    %212 = stablehlo.convert %211 : (tensor<i1>) -> tensor<i32>
    %213 = "stablehlo.case"(%212) ({
      stablehlo.return %209 : tensor<128x256xf32>
    }, {
      %262 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %263 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
      %264 = stablehlo.select %262, %263, %iterArg_24 : tensor<i1>, tensor<i32>
      %265 = stablehlo.dynamic_slice %iterArg_16, %264, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %266 = stablehlo.reshape %265 : (tensor<1xi32>) -> tensor<i32>
      %267 = stablehlo.remainder %266, %c_1 : tensor<i32>
      %268 = stablehlo.compare LT, %267, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %269 = stablehlo.add %267, %c_1 : tensor<i32>
      %270 = stablehlo.select %268, %269, %267 : tensor<i1>, tensor<i32>
      %271 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %272 = stablehlo.add %c_15, %c_13 : tensor<i32>
      %273 = stablehlo.select %271, %272, %c_15 : tensor<i1>, tensor<i32>
      %274 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %275 = stablehlo.add %c_15, %c_5 : tensor<i32>
      %276 = stablehlo.select %274, %275, %c_15 : tensor<i1>, tensor<i32>
      %277 = stablehlo.dynamic_slice %206#3, %270, %273, %276, sizes = [1, 64, 128] : (tensor<2x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
      %278 = stablehlo.reshape %277 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
      %279 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %280 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
      %281 = stablehlo.select %279, %280, %iterArg_24 : tensor<i1>, tensor<i32>
      %282 = stablehlo.dynamic_slice %iterArg_16, %281, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %283 = stablehlo.reshape %282 : (tensor<1xi32>) -> tensor<i32>
      %284 = stablehlo.multiply %283, %c_13 : tensor<i32>
      %285 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %286 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %287 = stablehlo.add %286, %285 : tensor<64x128xi32>
      %288 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %289 = stablehlo.compare GE, %287, %288, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %290 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %291 = stablehlo.compare LT, %287, %290, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %292 = stablehlo.and %289, %291 : tensor<64x128xi1>
      %293 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %294 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_9(%292, %278, %293) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %295 = stablehlo.compare LT, %iterArg_24, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %296 = stablehlo.add %iterArg_24, %c_6 : tensor<i32>
      %297 = stablehlo.select %295, %296, %iterArg_24 : tensor<i1>, tensor<i32>
      %298 = stablehlo.dynamic_slice %iterArg_16, %297, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %299 = stablehlo.reshape %298 : (tensor<1xi32>) -> tensor<i32>
      %300 = stablehlo.multiply %299, %c_13 : tensor<i32>
      %301 = stablehlo.iota dim = 0 : tensor<64x256xi32>
      %302 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %303 = stablehlo.add %302, %301 : tensor<64x256xi32>
      %304 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %305 = stablehlo.compare GE, %303, %304, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %306 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %307 = stablehlo.compare LT, %303, %306, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %308 = stablehlo.and %305, %307 : tensor<64x256xi1>
      %309 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
      %310 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_10(%308, %114, %309) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %311 = stablehlo.dot_general %294, %310, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
      %312 = stablehlo.add %209, %311 : tensor<128x256xf32>
      stablehlo.return %312 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %214 = stablehlo.and %131, %162 : tensor<i1>
    %215 = stablehlo.convert %214 : (tensor<i1>) -> tensor<i32>
    %216 = "stablehlo.case"(%215) ({
      stablehlo.return %125 : tensor<128x256xf32>
    }, {
      stablehlo.return %213 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %217 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %218 = stablehlo.add %c_15, %c_4 : tensor<i32>
    %219 = stablehlo.select %217, %218, %c_15 : tensor<i1>, tensor<i32>
    %220 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = stablehlo.add %c_15, %c_13 : tensor<i32>
    %222 = stablehlo.select %220, %221, %c_15 : tensor<i1>, tensor<i32>
    %223 = stablehlo.dynamic_update_slice %iterArg_25, %100, %219, %222 : (tensor<4x64xi32>, tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %224 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %225 = stablehlo.add %c_15, %c_5 : tensor<i32>
    %226 = stablehlo.select %224, %225, %c_15 : tensor<i1>, tensor<i32>
    %227 = stablehlo.compare LT, %c_15, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %228 = stablehlo.add %c_15, %c_5 : tensor<i32>
    %229 = stablehlo.select %227, %228, %c_15 : tensor<i1>, tensor<i32>
    %230 = stablehlo.dynamic_update_slice %iterArg_26, %206#2, %226, %229 : (tensor<128x128xf32>, tensor<128x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %231 = stablehlo.compare LT, %85, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %232 = stablehlo.add %85, %c_14 : tensor<i32>
    %233 = stablehlo.select %231, %232, %85 : tensor<i1>, tensor<i32>
    %234 = stablehlo.compare LT, %86, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = stablehlo.add %86, %c_14 : tensor<i32>
    %236 = stablehlo.select %234, %235, %86 : tensor<i1>, tensor<i32>
    %237 = stablehlo.dynamic_update_slice %iterArg_27, %114, %233, %236 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %238 = stablehlo.broadcast_in_dim %216, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %239 = stablehlo.compare LT, %91, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %240 = stablehlo.add %91, %c_4 : tensor<i32>
    %241 = stablehlo.select %239, %240, %91 : tensor<i1>, tensor<i32>
    %242 = stablehlo.compare LT, %92, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %243 = stablehlo.add %92, %c_5 : tensor<i32>
    %244 = stablehlo.select %242, %243, %92 : tensor<i1>, tensor<i32>
    %245 = stablehlo.compare LT, %93, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %246 = stablehlo.add %93, %c_14 : tensor<i32>
    %247 = stablehlo.select %245, %246, %93 : tensor<i1>, tensor<i32>
    %248 = stablehlo.dynamic_update_slice %iterArg_28, %238, %241, %244, %247 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %249 = stablehlo.add %iterArg_21, %c_11 : tensor<i32>
    %250 = stablehlo.add %iterArg_24, %c_11 : tensor<i32>
    %251 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_11(%c, %250, %iterArg_24) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %252 = stablehlo.compare EQ, %251, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %253 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_12(%252, %c_15, %251) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %254 = stablehlo.add %iterArg_23, %c_11 : tensor<i32>
    %255 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_11(%252, %254, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %256 = stablehlo.compare EQ, %255, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_12(%256, %c_15, %255) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %258 = stablehlo.add %iterArg_22, %c_11 : tensor<i32>
    %259 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_11(%256, %258, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %260 = stablehlo.compare EQ, %259, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %261 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dw___where_12(%260, %c_15, %259) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %249, %261, %257, %253, %223, %230, %237, %248, %213, %206#3, %206#0, %206#4, %206#1 : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<128x128xf32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<128x256xf32>, tensor<2x64x128xf32>, tensor<2x64xi32>, tensor<1xi32>, tensor<3xi16>
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x64xi32>, %arg4: tensor<128x128xf32>, %arg5: tensor<2x64x128xf32>, %arg6: tensor<3xi16>, %arg7: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_4(%arg3, %arg0, %arg4, %arg1, %arg5, %arg6, %arg7) : (tensor<2x64xi32>, tensor<i32>, tensor<128x128xf32>, tensor<i32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_4(%arg0: tensor<2x64xi32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<i32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<3xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>) {
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
  %15 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__clip(%14, %c_5, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
  %2 = stablehlo.convert %arg2 : tensor<i32>
  %3 = stablehlo.minimum %2, %1 : tensor<i32>
  return %3 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_5(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<128x128xf32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<3xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:4 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_6(%arg3, %arg0, %arg4, %arg1, %arg5, %arg6) : (tensor<128x128xf32>, tensor<i32>, tensor<2x64x128xf32>, tensor<i32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#0 : tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_6(%arg0: tensor<128x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x64x128xf32>, %arg3: tensor<i32>, %arg4: tensor<3xi16>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>) {
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_7(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<2x64xi32>, %arg4: tensor<128x128xf32>, %arg5: tensor<2x64x128xf32>, %arg6: tensor<3xi16>, %arg7: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_8(%arg3, %arg0, %arg4, %arg1, %arg5, %arg6, %arg7) : (tensor<2x64xi32>, tensor<i32>, tensor<128x128xf32>, tensor<i32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw__closed_call_8(%arg0: tensor<2x64xi32>, %arg1: tensor<i32>, %arg2: tensor<128x128xf32>, %arg3: tensor<i32>, %arg4: tensor<2x64x128xf32>, %arg5: tensor<3xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<2x64xi32>, tensor<128x128xf32>, tensor<2x64x128xf32>, tensor<3xi16>) {
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
  %15 = call @namtrain_gmm_small_cpu_routed_gate_up_dw__clip(%14, %c_5, %c_2) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_9(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_10(%arg0: tensor<64x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x256xi1>, tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_11(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dw___where_12(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
