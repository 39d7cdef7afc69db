func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx(%arg0: tensor<256x256xf32>, %arg1: tensor<4x128x256xf32>, %arg2: tensor<128x2xi32>, %arg3: tensor<4xi32>) -> (tensor<128x128xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<2> : tensor<i32>
  %c_0 = stablehlo.constant dense<32767> : tensor<i32>
  %c_1 = stablehlo.constant dense<32> : tensor<i32>
  %c_2 = stablehlo.constant dense<0> : tensor<i16>
  %c_3 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %c_4 = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_5 = stablehlo.constant dense<128> : tensor<i32>
  %c_6 = stablehlo.constant dense<7> : tensor<i32>
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
  %2 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__floor_divide(%7, %c_12) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__floor_divide(%17, %c_12) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_1(%10, %21, %c_14) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.add %9, %c_12 : tensor<i32>
  %24 = stablehlo.subtract %23, %c_10 : tensor<i32>
  %25 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__floor_divide_2(%24, %c_12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %26 = stablehlo.subtract %c_9, %25 : tensor<i32>
  %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %28 = stablehlo.concatenate %22, %27, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %29 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %13, %29, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %31 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum_4(%28) : (tensor<5xi32>) -> tensor<5xi32>
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
  %74 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
  %75 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %76 = stablehlo.multiply %c_10, %c_6 : tensor<i32>
  %77 = stablehlo.multiply %76, %c_10 : tensor<i32>
  %78:14 = stablehlo.while(%iterArg = %77, %iterArg_15 = %68, %iterArg_16 = %73, %iterArg_17 = %44, %iterArg_18 = %70, %iterArg_19 = %72, %iterArg_20 = %c_14, %iterArg_21 = %c_14, %iterArg_22 = %c_14, %iterArg_23 = %c_14, %iterArg_24 = %arg0, %iterArg_25 = %arg1, %iterArg_26 = %74, %iterArg_27 = %75) : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  cond {
    %86 = stablehlo.convert %iterArg : tensor<i32>
    %87 = stablehlo.compare LT, %iterArg_20, %86, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %87 : tensor<i1>
  } do {
    %86 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %87 = stablehlo.add %iterArg_22, %c_6 : tensor<i32>
    %88 = stablehlo.select %86, %87, %iterArg_22 : tensor<i1>, tensor<i32>
    %89 = stablehlo.dynamic_slice %iterArg_15, %88, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %90 = stablehlo.reshape %89 : (tensor<1xi32>) -> tensor<i32>
    %91 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_14 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %iterArg_16, %93, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %95 = stablehlo.reshape %94 : (tensor<1xi32>) -> tensor<i32>
    %96 = stablehlo.compare LT, %iterArg_22, %95, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %97 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_6(%96, %iterArg_23, %c_14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %98 = stablehlo.multiply %c_12, %90 : tensor<i32>
    %99 = stablehlo.multiply %c_13, %97 : tensor<i32>
    %100 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %101 = stablehlo.add %iterArg_22, %c_6 : tensor<i32>
    %102 = stablehlo.select %100, %101, %iterArg_22 : tensor<i1>, tensor<i32>
    %103 = stablehlo.dynamic_slice %iterArg_17, %102, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %104 = stablehlo.reshape %103 : (tensor<1xi32>) -> tensor<i32>
    %105 = stablehlo.minimum %104, %c_11 : tensor<i32>
    %106 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %108 = stablehlo.select %106, %107, %c_14 : tensor<i1>, tensor<i32>
    %109 = stablehlo.dynamic_slice %iterArg_16, %108, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %110 = stablehlo.reshape %109 : (tensor<1xi32>) -> tensor<i32>
    %111 = stablehlo.compare LT, %iterArg_22, %110, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %112 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_6(%111, %iterArg_23, %c_14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %113 = stablehlo.multiply %c_5, %iterArg_21 : tensor<i32>
    %114 = stablehlo.multiply %c_13, %112 : tensor<i32>
    %115 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = stablehlo.add %iterArg_22, %c_6 : tensor<i32>
    %117 = stablehlo.select %115, %116, %iterArg_22 : tensor<i1>, tensor<i32>
    %118 = stablehlo.dynamic_slice %iterArg_15, %117, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %119 = stablehlo.reshape %118 : (tensor<1xi32>) -> tensor<i32>
    %120 = stablehlo.multiply %c_12, %119 : tensor<i32>
    %121 = stablehlo.multiply %c_5, %iterArg_21 : tensor<i32>
    %122 = stablehlo.compare LT, %98, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %123 = stablehlo.add %98, %c_13 : tensor<i32>
    %124 = stablehlo.select %122, %123, %98 : tensor<i1>, tensor<i32>
    %125 = stablehlo.compare LT, %99, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %126 = stablehlo.add %99, %c_13 : tensor<i32>
    %127 = stablehlo.select %125, %126, %99 : tensor<i1>, tensor<i32>
    %128 = stablehlo.dynamic_slice %iterArg_24, %124, %127, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %129 = stablehlo.compare LT, %105, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %130 = stablehlo.add %105, %c_9 : tensor<i32>
    %131 = stablehlo.select %129, %130, %105 : tensor<i1>, tensor<i32>
    %132 = stablehlo.compare LT, %113, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %113, %c_5 : tensor<i32>
    %134 = stablehlo.select %132, %133, %113 : tensor<i1>, tensor<i32>
    %135 = stablehlo.compare LT, %114, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = stablehlo.add %114, %c_13 : tensor<i32>
    %137 = stablehlo.select %135, %136, %114 : tensor<i1>, tensor<i32>
    %138 = stablehlo.dynamic_slice %iterArg_25, %131, %134, %137, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %139 = stablehlo.reshape %138 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %140 = stablehlo.compare LT, %120, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %120, %c_13 : tensor<i32>
    %142 = stablehlo.select %140, %141, %120 : tensor<i1>, tensor<i32>
    %143 = stablehlo.compare LT, %121, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.add %121, %c_5 : tensor<i32>
    %145 = stablehlo.select %143, %144, %121 : tensor<i1>, tensor<i32>
    %146 = stablehlo.dynamic_slice %iterArg_26, %142, %145, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %147 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %149 = stablehlo.select %147, %148, %c_14 : tensor<i1>, tensor<i32>
    %150 = stablehlo.dynamic_slice %iterArg_16, %149, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %151 = stablehlo.reshape %150 : (tensor<1xi32>) -> tensor<i32>
    %152 = stablehlo.compare LT, %iterArg_22, %151, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %153 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %154 = stablehlo.add %iterArg_22, %c_6 : tensor<i32>
    %155 = stablehlo.select %153, %154, %iterArg_22 : tensor<i1>, tensor<i32>
    %156 = stablehlo.dynamic_slice %iterArg_17, %155, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %157 = stablehlo.reshape %156 : (tensor<1xi32>) -> tensor<i32>
    %158 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = stablehlo.and %152, %158 : tensor<i1>
    %160 = stablehlo.convert %159 : (tensor<i1>) -> tensor<i32>
    %161 = "stablehlo.case"(%160) ({
      stablehlo.return %iterArg_27 : tensor<64x128xf32>
    }, {
      %208 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      stablehlo.return %208 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %162 = stablehlo.compare LT, %157, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %163 = stablehlo.and %152, %162 : tensor<i1>
    %164 = stablehlo.convert %163 : (tensor<i1>) -> tensor<i32>
    %165 = "stablehlo.case"(%164) ({
      stablehlo.return %161 : tensor<64x128xf32>
    }, {
      %208 = stablehlo.dot_general %128, %139, contracting_dims = [1] x [1] : (tensor<64x256xf32>, tensor<128x256xf32>) -> tensor<64x128xf32>
      %209 = stablehlo.add %161, %208 : tensor<64x128xf32>
      stablehlo.return %209 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %166 = stablehlo.compare EQ, %iterArg_23, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %167 = stablehlo.and %152, %166 : tensor<i1>
    %168 = stablehlo.convert %167 : (tensor<i1>) -> tensor<i32>
    %169 = "stablehlo.case"(%168) ({
      stablehlo.return %146 : tensor<64x128xf32>
    }, {
      %208 = stablehlo.compare EQ, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %209 = stablehlo.subtract %iterArg_22, %c_10 : tensor<i32>
      %210 = stablehlo.maximum %209, %c_14 : tensor<i32>
      %211 = stablehlo.compare LT, %210, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %212 = stablehlo.add %210, %c_6 : tensor<i32>
      %213 = stablehlo.select %211, %212, %210 : tensor<i1>, tensor<i32>
      %214 = stablehlo.dynamic_slice %iterArg_15, %213, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %215 = stablehlo.reshape %214 : (tensor<1xi32>) -> tensor<i32>
      %216 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %217 = stablehlo.add %iterArg_22, %c_6 : tensor<i32>
      %218 = stablehlo.select %216, %217, %iterArg_22 : tensor<i1>, tensor<i32>
      %219 = stablehlo.dynamic_slice %iterArg_15, %218, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %220 = stablehlo.reshape %219 : (tensor<1xi32>) -> tensor<i32>
      %221 = stablehlo.compare NE, %215, %220, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %222 = stablehlo.or %208, %221 : tensor<i1>
      %223 = stablehlo.compare LT, %iterArg_22, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %224 = stablehlo.add %iterArg_22, %c_6 : tensor<i32>
      %225 = stablehlo.select %223, %224, %iterArg_22 : tensor<i1>, tensor<i32>
      %226 = stablehlo.dynamic_slice %iterArg_15, %225, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %227 = stablehlo.reshape %226 : (tensor<1xi32>) -> tensor<i32>
      %228 = stablehlo.multiply %227, %c_12 : tensor<i32>
      %229 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %230 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %231 = stablehlo.add %230, %229 : tensor<64x128xi32>
      %232 = stablehlo.compare LT, %157, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %233 = stablehlo.add %157, %c_8 : tensor<i32>
      %234 = stablehlo.select %232, %233, %157 : tensor<i1>, tensor<i32>
      %235 = stablehlo.dynamic_slice %iterArg_18, %234, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %236 = stablehlo.reshape %235 : (tensor<1xi32>) -> tensor<i32>
      %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %238 = stablehlo.compare GE, %231, %237, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %239 = stablehlo.compare LT, %157, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %240 = stablehlo.add %157, %c_8 : tensor<i32>
      %241 = stablehlo.select %239, %240, %157 : tensor<i1>, tensor<i32>
      %242 = stablehlo.dynamic_slice %iterArg_19, %241, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
      %243 = stablehlo.reshape %242 : (tensor<1xi32>) -> tensor<i32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %245 = stablehlo.compare LT, %231, %244, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %246 = stablehlo.and %238, %245 : tensor<64x128xi1>
      %247 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_7(%222, %cst, %146) : (tensor<i1>, tensor<f32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %248 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_8(%246, %165, %247) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      stablehlo.return %248 : tensor<64x128xf32>
    }) : (tensor<i32>) -> tensor<64x128xf32>
    %170 = stablehlo.compare LT, %98, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %171 = stablehlo.add %98, %c_13 : tensor<i32>
    %172 = stablehlo.select %170, %171, %98 : tensor<i1>, tensor<i32>
    %173 = stablehlo.compare LT, %99, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %174 = stablehlo.add %99, %c_13 : tensor<i32>
    %175 = stablehlo.select %173, %174, %99 : tensor<i1>, tensor<i32>
    %176 = stablehlo.dynamic_update_slice %iterArg_24, %128, %172, %175 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %177 = stablehlo.broadcast_in_dim %139, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %178 = stablehlo.compare LT, %105, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.add %105, %c_9 : tensor<i32>
    %180 = stablehlo.select %178, %179, %105 : tensor<i1>, tensor<i32>
    %181 = stablehlo.compare LT, %113, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %113, %c_5 : tensor<i32>
    %183 = stablehlo.select %181, %182, %113 : tensor<i1>, tensor<i32>
    %184 = stablehlo.compare LT, %114, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %185 = stablehlo.add %114, %c_13 : tensor<i32>
    %186 = stablehlo.select %184, %185, %114 : tensor<i1>, tensor<i32>
    %187 = stablehlo.dynamic_update_slice %iterArg_25, %177, %180, %183, %186 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %188 = stablehlo.compare LT, %120, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = stablehlo.add %120, %c_13 : tensor<i32>
    %190 = stablehlo.select %188, %189, %120 : tensor<i1>, tensor<i32>
    %191 = stablehlo.compare LT, %121, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = stablehlo.add %121, %c_5 : tensor<i32>
    %193 = stablehlo.select %191, %192, %121 : tensor<i1>, tensor<i32>
    %194 = stablehlo.dynamic_update_slice %iterArg_26, %169, %190, %193 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %195 = stablehlo.add %iterArg_20, %c_10 : tensor<i32>
    %196 = stablehlo.add %iterArg_23, %c_10 : tensor<i32>
    %197 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_9(%c_4, %196, %iterArg_23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %198 = stablehlo.compare EQ, %197, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %199 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_10(%198, %c_14, %197) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %200 = stablehlo.add %iterArg_22, %c_10 : tensor<i32>
    %201 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_9(%198, %200, %iterArg_22) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %202 = stablehlo.compare EQ, %201, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %203 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_10(%202, %c_14, %201) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %204 = stablehlo.add %iterArg_21, %c_10 : tensor<i32>
    %205 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_9(%202, %204, %iterArg_21) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %206 = stablehlo.compare EQ, %205, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_10(%206, %c_14, %205) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %195, %207, %203, %199, %176, %187, %194, %165 : tensor<i32>, tensor<7xi32>, tensor<1xi32>, tensor<7xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<256x128xf32>, tensor<64x128xf32>
  }
  %79 = stablehlo.reshape %arg2 : (tensor<128x2xi32>) -> tensor<4x64xi32>
  %80 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
  %81 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
  %82 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
  %83 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %84 = stablehlo.multiply %c_9, %c_10 : tensor<i32>
  %85:10 = stablehlo.while(%iterArg = %84, %iterArg_15 = %c_14, %iterArg_16 = %c_14, %iterArg_17 = %c_14, %iterArg_18 = %79, %iterArg_19 = %78#12, %iterArg_20 = %80, %iterArg_21 = %81, %iterArg_22 = %82, %iterArg_23 = %83) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<2x32x128xf32>, tensor<64xi32>, tensor<1xi16>
  cond {
    %86 = stablehlo.convert %iterArg : tensor<i32>
    %87 = stablehlo.compare LT, %iterArg_15, %86, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %87 : tensor<i1>
  } do {
    %86 = stablehlo.multiply %c_1, %iterArg_16 : tensor<i32>
    %87 = stablehlo.multiply %c_5, %iterArg_17 : tensor<i32>
    %88 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %89 = stablehlo.add %c_14, %c_9 : tensor<i32>
    %90 = stablehlo.select %88, %89, %c_14 : tensor<i1>, tensor<i32>
    %91 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %92 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_14 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %iterArg_18, %90, %93, sizes = [4, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %95 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %96 = stablehlo.add %c_14, %c_13 : tensor<i32>
    %97 = stablehlo.select %95, %96, %c_14 : tensor<i1>, tensor<i32>
    %98 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %99 = stablehlo.add %c_14, %c_5 : tensor<i32>
    %100 = stablehlo.select %98, %99, %c_14 : tensor<i1>, tensor<i32>
    %101 = stablehlo.dynamic_slice %iterArg_19, %97, %100, sizes = [256, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %102 = stablehlo.compare LT, %iterArg_16, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %103 = stablehlo.add %iterArg_16, %c_9 : tensor<i32>
    %104 = stablehlo.select %102, %103, %iterArg_16 : tensor<i1>, tensor<i32>
    %105 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %106 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %107 = stablehlo.select %105, %106, %c_14 : tensor<i1>, tensor<i32>
    %108 = stablehlo.dynamic_slice %94, %104, %107, sizes = [1, 64] : (tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<1x64xi32>
    %109 = stablehlo.reshape %108 : (tensor<1x64xi32>) -> tensor<64xi32>
    %110 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
    %111 = stablehlo.convert %110 : (tensor<i32>) -> tensor<i16>
    %112 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %113 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %114 = stablehlo.select %112, %113, %c_14 : tensor<i1>, tensor<i32>
    %115 = stablehlo.dynamic_slice %iterArg_23, %114, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
    %116 = stablehlo.reshape %115 : (tensor<1xi16>) -> tensor<i16>
    %117 = stablehlo.add %116, %111 : tensor<i16>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<i16>) -> tensor<1xi16>
    %119 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %120 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %121 = stablehlo.select %119, %120, %c_14 : tensor<i1>, tensor<i32>
    %122 = stablehlo.dynamic_update_slice %iterArg_23, %118, %121 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
    %123 = stablehlo.minimum %c_12, %c_0 : tensor<i32>
    %124 = stablehlo.convert %123 : (tensor<i32>) -> tensor<i16>
    %125 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %126 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %127 = stablehlo.select %125, %126, %c_14 : tensor<i1>, tensor<i32>
    %128 = stablehlo.dynamic_slice %122, %127, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
    %129 = stablehlo.reshape %128 : (tensor<1xi16>) -> tensor<i16>
    %130 = stablehlo.subtract %129, %124 : tensor<i16>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<i16>) -> tensor<1xi16>
    %132 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.add %c_14, %c_10 : tensor<i32>
    %134 = stablehlo.select %132, %133, %c_14 : tensor<i1>, tensor<i32>
    %135 = stablehlo.dynamic_update_slice %122, %131, %134 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
    %136 = stablehlo.multiply %iterArg_17, %c_5 : tensor<i32>
    %137:9 = stablehlo.while(%iterArg_24 = %136, %iterArg_25 = %c_14, %iterArg_26 = %c_14, %iterArg_27 = %c_14, %iterArg_28 = %109, %iterArg_29 = %101, %iterArg_30 = %iterArg_21, %iterArg_31 = %135, %iterArg_32 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>
    cond {
      %194 = stablehlo.compare LT, %iterArg_26, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %194 : tensor<i1>
    } do {
      %194:6 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call(%iterArg_24, %iterArg_25, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>)
      %195 = stablehlo.add %iterArg_26, %c_10 : tensor<i32>
      stablehlo.return %iterArg_24, %iterArg_25, %195, %194#0, %194#1, %194#2, %194#3, %194#4, %194#5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>
    }
    %138:8 = stablehlo.while(%iterArg_24 = %136, %iterArg_25 = %c_14, %iterArg_26 = %c_14, %iterArg_27 = %c_14, %iterArg_28 = %137#5, %iterArg_29 = %137#6, %iterArg_30 = %137#7, %iterArg_31 = %c_14) : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>
    cond {
      %194 = stablehlo.compare LT, %iterArg_26, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %194 : tensor<i1>
    } do {
      %194:5 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call_12(%iterArg_24, %iterArg_25, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>)
      %195 = stablehlo.add %iterArg_26, %c_10 : tensor<i32>
      stablehlo.return %iterArg_24, %iterArg_25, %195, %194#0, %194#1, %194#2, %194#3, %194#4 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>
    }
    %139 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %140 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.add %c_14, %c : tensor<i32>
    %142 = stablehlo.select %140, %141, %c_14 : tensor<i1>, tensor<i32>
    %143 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %144 = stablehlo.add %c_14, %c_1 : tensor<i32>
    %145 = stablehlo.select %143, %144, %c_14 : tensor<i1>, tensor<i32>
    %146 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %147 = stablehlo.add %c_14, %c_5 : tensor<i32>
    %148 = stablehlo.select %146, %147, %c_14 : tensor<i1>, tensor<i32>
    %149 = stablehlo.dynamic_slice %138#5, %142, %145, %148, sizes = [1, 32, 128] : (tensor<2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %150 = stablehlo.reshape %149 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %151 = stablehlo.add %139, %150 : tensor<32x128xf32>
    %152 = stablehlo.compare LT, %c_10, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %153 = stablehlo.add %c_10, %c : tensor<i32>
    %154 = stablehlo.select %152, %153, %c_10 : tensor<i1>, tensor<i32>
    %155 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %156 = stablehlo.add %c_14, %c_1 : tensor<i32>
    %157 = stablehlo.select %155, %156, %c_14 : tensor<i1>, tensor<i32>
    %158 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = stablehlo.add %c_14, %c_5 : tensor<i32>
    %160 = stablehlo.select %158, %159, %c_14 : tensor<i1>, tensor<i32>
    %161 = stablehlo.dynamic_slice %138#5, %154, %157, %160, sizes = [1, 32, 128] : (tensor<2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %163 = stablehlo.add %151, %162 : tensor<32x128xf32>
    %164 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %165 = stablehlo.add %c_14, %c_9 : tensor<i32>
    %166 = stablehlo.select %164, %165, %c_14 : tensor<i1>, tensor<i32>
    %167 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = stablehlo.add %c_14, %c_12 : tensor<i32>
    %169 = stablehlo.select %167, %168, %c_14 : tensor<i1>, tensor<i32>
    %170 = stablehlo.dynamic_update_slice %iterArg_18, %94, %166, %169 : (tensor<4x64xi32>, tensor<4x64xi32>, tensor<i32>, tensor<i32>) -> tensor<4x64xi32>
    %171 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.add %c_14, %c_13 : tensor<i32>
    %173 = stablehlo.select %171, %172, %c_14 : tensor<i1>, tensor<i32>
    %174 = stablehlo.compare LT, %c_14, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %175 = stablehlo.add %c_14, %c_5 : tensor<i32>
    %176 = stablehlo.select %174, %175, %c_14 : tensor<i1>, tensor<i32>
    %177 = stablehlo.dynamic_update_slice %iterArg_19, %138#4, %173, %176 : (tensor<256x128xf32>, tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %178 = stablehlo.compare LT, %86, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.add %86, %c_5 : tensor<i32>
    %180 = stablehlo.select %178, %179, %86 : tensor<i1>, tensor<i32>
    %181 = stablehlo.compare LT, %87, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %87, %c_5 : tensor<i32>
    %183 = stablehlo.select %181, %182, %87 : tensor<i1>, tensor<i32>
    %184 = stablehlo.dynamic_update_slice %iterArg_20, %163, %180, %183 : (tensor<128x128xf32>, tensor<32x128xf32>, tensor<i32>, tensor<i32>) -> tensor<128x128xf32>
    %185 = stablehlo.add %iterArg_15, %c_10 : tensor<i32>
    %186 = stablehlo.add %iterArg_17, %c_10 : tensor<i32>
    %187 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_9(%c_4, %186, %iterArg_17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %188 = stablehlo.compare EQ, %187, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_10(%188, %c_14, %187) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %190 = stablehlo.add %iterArg_16, %c_10 : tensor<i32>
    %191 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_9(%188, %190, %iterArg_16) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %192 = stablehlo.compare EQ, %191, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %193 = func.call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_10(%192, %c_14, %191) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %185, %193, %189, %170, %177, %184, %138#5, %137#4, %138#6 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x64xi32>, tensor<256x128xf32>, tensor<128x128xf32>, tensor<2x32x128xf32>, tensor<64xi32>, tensor<1xi16>
  }
  return %85#6 : tensor<128x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
  %14 = call @namtrain_gmm_small_cpu_routed_gate_up_dx___where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_small_cpu_routed_gate_up_dx___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum_4(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum_5(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__cumsum_5(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_7(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.convert %arg1 : tensor<f32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
  %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<64x128xf32>
  return %2 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_8(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx___where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<64xi32>, %arg4: tensor<256x128xf32>, %arg5: tensor<2x32x128xf32>, %arg6: tensor<1xi16>, %arg7: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:5 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call_11(%arg3, %arg4, %arg0, %arg5, %arg6, %arg1, %arg7) : (tensor<64xi32>, tensor<256x128xf32>, tensor<i32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#4, %0#0 : tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call_11(%arg0: tensor<64xi32>, %arg1: tensor<256x128xf32>, %arg2: tensor<i32>, %arg3: tensor<2x32x128xf32>, %arg4: tensor<1xi16>, %arg5: tensor<i32>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<32> : tensor<i32>
  %c_1 = stablehlo.constant dense<128> : tensor<i32>
  %c_2 = stablehlo.constant dense<256> : tensor<i32>
  %c_3 = stablehlo.constant dense<2> : tensor<i32>
  %c_4 = stablehlo.constant dense<255> : tensor<i32>
  %c_5 = stablehlo.constant dense<64> : tensor<i32>
  %c_6 = stablehlo.constant dense<0> : tensor<i32>
  %c_7 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg6, %c_7 : tensor<i32>
  %1 = stablehlo.convert %arg6 : tensor<i32>
  %2 = stablehlo.compare LT, %1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %3 = stablehlo.add %1, %c_5 : tensor<i32>
  %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
  %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<64xi32>, tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
  %7 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__clip(%6, %c_6, %c_4) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  %8 = stablehlo.remainder %arg6, %c_3 : tensor<i32>
  %9 = stablehlo.divide %arg6, %c_3 : tensor<i32>
  %10 = stablehlo.compare LT, %7, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %11 = stablehlo.add %7, %c_2 : tensor<i32>
  %12 = stablehlo.select %10, %11, %7 : tensor<i1>, tensor<i32>
  %13 = stablehlo.compare LT, %arg2, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %14 = stablehlo.add %arg2, %c_1 : tensor<i32>
  %15 = stablehlo.select %13, %14, %arg2 : tensor<i1>, tensor<i32>
  %16 = stablehlo.dynamic_slice %arg1, %12, %15, sizes = [1, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
  %17 = stablehlo.convert %8 : tensor<i32>
  %18 = stablehlo.convert %9 : tensor<i32>
  %19 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
  %20 = stablehlo.compare LT, %17, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %21 = stablehlo.add %17, %c_3 : tensor<i32>
  %22 = stablehlo.select %20, %21, %17 : tensor<i1>, tensor<i32>
  %23 = stablehlo.compare LT, %18, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %24 = stablehlo.add %18, %c_0 : tensor<i32>
  %25 = stablehlo.select %23, %24, %18 : tensor<i1>, tensor<i32>
  %26 = stablehlo.compare LT, %c_6, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %27 = stablehlo.add %c_6, %c_1 : tensor<i32>
  %28 = stablehlo.select %26, %27, %c_6 : tensor<i1>, tensor<i32>
  %29 = stablehlo.dynamic_update_slice %arg3, %19, %22, %25, %28 : (tensor<2x32x128xf32>, tensor<1x1x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x32x128xf32>
  %30 = stablehlo.minimum %c_1, %c : tensor<i32>
  %31 = stablehlo.convert %30 : (tensor<i32>) -> tensor<i16>
  %32 = stablehlo.convert %arg5 : tensor<i32>
  %33 = stablehlo.compare LT, %32, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %34 = stablehlo.add %32, %c_7 : tensor<i32>
  %35 = stablehlo.select %33, %34, %32 : tensor<i1>, tensor<i32>
  %36 = stablehlo.dynamic_slice %arg4, %35, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  %37 = stablehlo.reshape %36 : (tensor<1xi16>) -> tensor<i16>
  %38 = stablehlo.add %37, %31 : tensor<i16>
  %39 = stablehlo.convert %arg5 : tensor<i32>
  %40 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %41 = stablehlo.compare LT, %39, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %42 = stablehlo.add %39, %c_7 : tensor<i32>
  %43 = stablehlo.select %41, %42, %39 : tensor<i1>, tensor<i32>
  %44 = stablehlo.dynamic_update_slice %arg4, %40, %43 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  return %0, %arg0, %arg1, %29, %44 : tensor<i32>, tensor<64xi32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
  %2 = stablehlo.convert %arg2 : tensor<i32>
  %3 = stablehlo.minimum %2, %1 : tensor<i32>
  return %3 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call_12(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<256x128xf32>, %arg4: tensor<2x32x128xf32>, %arg5: tensor<1xi16>, %arg6: tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>) {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0:4 = call @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call_13(%arg3, %arg0, %arg4, %arg5, %arg1, %arg6) : (tensor<256x128xf32>, tensor<i32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>)
  %1 = stablehlo.add %arg2, %c : tensor<i32>
  return %1, %0#1, %0#2, %0#3, %0#0 : tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>, tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_routed_gate_up_dx__closed_call_13(%arg0: tensor<256x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x128xf32>, %arg3: tensor<1xi16>, %arg4: tensor<i32>, %arg5: tensor<i32>) -> (tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>) {
  %c = stablehlo.constant dense<32767> : tensor<i32>
  %c_0 = stablehlo.constant dense<128> : tensor<i32>
  %c_1 = stablehlo.constant dense<0> : tensor<i32>
  %c_2 = stablehlo.constant dense<1> : tensor<i32>
  %0 = stablehlo.add %arg5, %c_2 : tensor<i32>
  %1 = stablehlo.minimum %c_0, %c : tensor<i32>
  %2 = stablehlo.convert %1 : (tensor<i32>) -> tensor<i16>
  %3 = stablehlo.convert %arg4 : tensor<i32>
  %4 = stablehlo.compare LT, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %5 = stablehlo.add %3, %c_2 : tensor<i32>
  %6 = stablehlo.select %4, %5, %3 : tensor<i1>, tensor<i32>
  %7 = stablehlo.dynamic_slice %arg3, %6, sizes = [1] : (tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  %8 = stablehlo.reshape %7 : (tensor<1xi16>) -> tensor<i16>
  %9 = stablehlo.subtract %8, %2 : tensor<i16>
  %10 = stablehlo.convert %arg4 : tensor<i32>
  %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i16>) -> tensor<1xi16>
  %12 = stablehlo.compare LT, %10, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %13 = stablehlo.add %10, %c_2 : tensor<i32>
  %14 = stablehlo.select %12, %13, %10 : tensor<i1>, tensor<i32>
  %15 = stablehlo.dynamic_update_slice %arg3, %11, %14 : (tensor<1xi16>, tensor<1xi16>, tensor<i32>) -> tensor<1xi16>
  return %0, %arg0, %arg2, %15 : tensor<i32>, tensor<256x128xf32>, tensor<2x32x128xf32>, tensor<1xi16>
}
