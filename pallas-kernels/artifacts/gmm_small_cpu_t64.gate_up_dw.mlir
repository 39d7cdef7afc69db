func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw(%arg0: tensor<256x128xf32>, %arg1: tensor<256x256xf32>, %arg2: tensor<4xi32>) -> (tensor<4x128x256xf32> {jax.result_info = "result"}) {
  %c = stablehlo.constant dense<true> : tensor<i1>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %c_0 = stablehlo.constant dense<6> : tensor<i32>
  %c_1 = stablehlo.constant dense<4> : tensor<i32>
  %c_2 = stablehlo.constant dense<128> : tensor<i32>
  %c_3 = stablehlo.constant dense<7> : tensor<i32>
  %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %c_5 = stablehlo.constant dense<5> : tensor<i32>
  %c_6 = stablehlo.constant dense<1> : tensor<i32>
  %c_7 = stablehlo.constant dense<3> : tensor<i32>
  %c_8 = stablehlo.constant dense<64> : tensor<i32>
  %c_9 = stablehlo.constant dense<256> : tensor<i32>
  %c_10 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %1 = stablehlo.maximum %arg2, %0 : tensor<4xi32>
  %2 = call @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum(%1) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %4 = stablehlo.minimum %2, %3 : tensor<4xi32>
  %5 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %6 = stablehlo.slice %4 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
  %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
  %8 = stablehlo.slice %4 [3:4] : (tensor<4xi32>) -> tensor<1xi32>
  %9 = stablehlo.reshape %8 : (tensor<1xi32>) -> tensor<i32>
  %10 = stablehlo.compare GT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %11 = call @namtrain_gmm_small_cpu_t64_gate_up_dw__floor_divide(%7, %c_8) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %13 = stablehlo.minimum %11, %12 : tensor<4xi32>
  %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %15 = stablehlo.subtract %4, %14 : tensor<4xi32>
  %16 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %17 = stablehlo.maximum %15, %16 : tensor<4xi32>
  %18 = call @namtrain_gmm_small_cpu_t64_gate_up_dw__floor_divide(%17, %c_8) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %19 = stablehlo.subtract %18, %13 : tensor<4xi32>
  %20 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %21 = stablehlo.add %19, %20 : tensor<4xi32>
  %22 = call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_1(%10, %21, %c_6) : (tensor<4xi1>, tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %23 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %24 = stablehlo.concatenate %22, %23, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %25 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %26 = stablehlo.concatenate %13, %25, dim = 0 : (tensor<4xi32>, tensor<1xi32>) -> tensor<5xi32>
  %27 = call @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum_2(%24) : (tensor<5xi32>) -> tensor<5xi32>
  %28 = stablehlo.slice %27 [4:5] : (tensor<5xi32>) -> tensor<1xi32>
  %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
  %30 = stablehlo.iota dim = 0 : tensor<7xi32>
  %31 = stablehlo.subtract %29, %c_6 : tensor<i32>
  %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %33 = stablehlo.minimum %30, %32 : tensor<7xi32>
  %34 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
  %35 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<7x5xi32>
  %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x5xi32>
  %38 = stablehlo.compare LE, %36, %37, SIGNED : (tensor<7x5xi32>, tensor<7x5xi32>) -> tensor<7x5xi1>
  %39 = stablehlo.convert %38 : (tensor<7x5xi1>) -> tensor<7x5xi32>
  %40 = stablehlo.reduce(%39 init: %c_10) applies stablehlo.add across dimensions = [1] : (tensor<7x5xi32>, tensor<i32>) -> tensor<7xi32>
  %41 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %42 = stablehlo.compare LT, %40, %41, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %43 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %44 = stablehlo.add %40, %43 : tensor<7xi32>
  %45 = stablehlo.select %42, %44, %40 : tensor<7xi1>, tensor<7xi32>
  %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %47 = "stablehlo.gather"(%26, %46) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %48 = stablehlo.add %47, %33 : tensor<7xi32>
  %49 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %50 = stablehlo.compare LT, %40, %49, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %51 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %52 = stablehlo.add %40, %51 : tensor<7xi32>
  %53 = stablehlo.select %50, %52, %40 : tensor<7xi1>, tensor<7xi32>
  %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
  %55 = "stablehlo.gather"(%27, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<7x1xi32>) -> tensor<7xi32>
  %56 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
  %57 = stablehlo.compare LT, %40, %56, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
  %58 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<7xi32>
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
  %70 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x128x256xf32>
  %71 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
  %72 = stablehlo.multiply %c_6, %c_6 : tensor<i32>
  %73 = stablehlo.multiply %72, %c_3 : tensor<i32>
  %74:14 = stablehlo.while(%iterArg = %73, %iterArg_11 = %64, %iterArg_12 = %40, %iterArg_13 = %69, %iterArg_14 = %66, %iterArg_15 = %68, %iterArg_16 = %c_10, %iterArg_17 = %c_10, %iterArg_18 = %c_10, %iterArg_19 = %c_10, %iterArg_20 = %arg0, %iterArg_21 = %arg1, %iterArg_22 = %70, %iterArg_23 = %71) : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<128x256xf32>
  cond {
    %75 = stablehlo.convert %iterArg : tensor<i32>
    %76 = stablehlo.compare LT, %iterArg_16, %75, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %76 : tensor<i1>
  } do {
    %75 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = stablehlo.add %iterArg_19, %c_3 : tensor<i32>
    %77 = stablehlo.select %75, %76, %iterArg_19 : tensor<i1>, tensor<i32>
    %78 = stablehlo.dynamic_slice %iterArg_11, %77, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %79 = stablehlo.reshape %78 : (tensor<1xi32>) -> tensor<i32>
    %80 = stablehlo.multiply %c_8, %79 : tensor<i32>
    %81 = stablehlo.multiply %c_2, %iterArg_17 : tensor<i32>
    %82 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %83 = stablehlo.add %iterArg_19, %c_3 : tensor<i32>
    %84 = stablehlo.select %82, %83, %iterArg_19 : tensor<i1>, tensor<i32>
    %85 = stablehlo.dynamic_slice %iterArg_11, %84, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
    %87 = stablehlo.multiply %c_8, %86 : tensor<i32>
    %88 = stablehlo.multiply %c_9, %iterArg_18 : tensor<i32>
    %89 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = stablehlo.add %iterArg_19, %c_3 : tensor<i32>
    %91 = stablehlo.select %89, %90, %iterArg_19 : tensor<i1>, tensor<i32>
    %92 = stablehlo.dynamic_slice %iterArg_12, %91, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %93 = stablehlo.reshape %92 : (tensor<1xi32>) -> tensor<i32>
    %94 = stablehlo.multiply %c_2, %iterArg_17 : tensor<i32>
    %95 = stablehlo.multiply %c_9, %iterArg_18 : tensor<i32>
    %96 = stablehlo.compare LT, %80, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %97 = stablehlo.add %80, %c_9 : tensor<i32>
    %98 = stablehlo.select %96, %97, %80 : tensor<i1>, tensor<i32>
    %99 = stablehlo.compare LT, %81, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %100 = stablehlo.add %81, %c_2 : tensor<i32>
    %101 = stablehlo.select %99, %100, %81 : tensor<i1>, tensor<i32>
    %102 = stablehlo.dynamic_slice %iterArg_20, %98, %101, sizes = [64, 128] : (tensor<256x128xf32>, tensor<i32>, tensor<i32>) -> tensor<64x128xf32>
    %103 = stablehlo.compare LT, %87, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %104 = stablehlo.add %87, %c_9 : tensor<i32>
    %105 = stablehlo.select %103, %104, %87 : tensor<i1>, tensor<i32>
    %106 = stablehlo.compare LT, %88, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.add %88, %c_9 : tensor<i32>
    %108 = stablehlo.select %106, %107, %88 : tensor<i1>, tensor<i32>
    %109 = stablehlo.dynamic_slice %iterArg_21, %105, %108, sizes = [64, 256] : (tensor<256x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    %110 = stablehlo.compare LT, %93, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %111 = stablehlo.add %93, %c_1 : tensor<i32>
    %112 = stablehlo.select %110, %111, %93 : tensor<i1>, tensor<i32>
    %113 = stablehlo.compare LT, %94, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %114 = stablehlo.add %94, %c_2 : tensor<i32>
    %115 = stablehlo.select %113, %114, %94 : tensor<i1>, tensor<i32>
    %116 = stablehlo.compare LT, %95, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %117 = stablehlo.add %95, %c_9 : tensor<i32>
    %118 = stablehlo.select %116, %117, %95 : tensor<i1>, tensor<i32>
    %119 = stablehlo.dynamic_slice %iterArg_22, %112, %115, %118, sizes = [1, 128, 256] : (tensor<4x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x256xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x128x256xf32>) -> tensor<128x256xf32>
    %121 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.add %c_10, %c_6 : tensor<i32>
    %123 = stablehlo.select %121, %122, %c_10 : tensor<i1>, tensor<i32>
    %124 = stablehlo.dynamic_slice %iterArg_13, %123, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %125 = stablehlo.reshape %124 : (tensor<1xi32>) -> tensor<i32>
    %126 = stablehlo.compare LT, %iterArg_19, %125, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %127 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = stablehlo.add %iterArg_19, %c_3 : tensor<i32>
    %129 = stablehlo.select %127, %128, %iterArg_19 : tensor<i1>, tensor<i32>
    %130 = stablehlo.dynamic_slice %iterArg_12, %129, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %131 = stablehlo.reshape %130 : (tensor<1xi32>) -> tensor<i32>
    %132 = stablehlo.compare EQ, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %133 = stablehlo.subtract %iterArg_19, %c_6 : tensor<i32>
    %134 = stablehlo.maximum %133, %c_10 : tensor<i32>
    %135 = stablehlo.compare LT, %134, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %136 = stablehlo.add %134, %c_3 : tensor<i32>
    %137 = stablehlo.select %135, %136, %134 : tensor<i1>, tensor<i32>
    %138 = stablehlo.dynamic_slice %iterArg_12, %137, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %139 = stablehlo.reshape %138 : (tensor<1xi32>) -> tensor<i32>
    %140 = stablehlo.compare NE, %139, %131, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %141 = stablehlo.or %132, %140 : tensor<i1>
    %142 = stablehlo.compare LT, %c_10, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %143 = stablehlo.add %c_10, %c_6 : tensor<i32>
    %144 = stablehlo.select %142, %143, %c_10 : tensor<i1>, tensor<i32>
    %145 = stablehlo.dynamic_slice %iterArg_13, %144, sizes = [1] : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %146 = stablehlo.reshape %145 : (tensor<1xi32>) -> tensor<i32>
    %147 = stablehlo.subtract %146, %c_6 : tensor<i32>
    %148 = stablehlo.compare EQ, %iterArg_19, %147, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %149 = stablehlo.add %iterArg_19, %c_6 : tensor<i32>
    %150 = stablehlo.minimum %149, %c_0 : tensor<i32>
    %151 = stablehlo.compare LT, %150, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = stablehlo.add %150, %c_3 : tensor<i32>
    %153 = stablehlo.select %151, %152, %150 : tensor<i1>, tensor<i32>
    %154 = stablehlo.dynamic_slice %iterArg_12, %153, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %155 = stablehlo.reshape %154 : (tensor<1xi32>) -> tensor<i32>
    %156 = stablehlo.compare NE, %155, %131, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %157 = stablehlo.or %148, %156 : tensor<i1>
    %158 = stablehlo.compare LT, %131, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %159 = stablehlo.add %131, %c_5 : tensor<i32>
    %160 = stablehlo.select %158, %159, %131 : tensor<i1>, tensor<i32>
    %161 = stablehlo.dynamic_slice %iterArg_14, %160, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %162 = stablehlo.reshape %161 : (tensor<1xi32>) -> tensor<i32>
    %163 = stablehlo.compare LT, %131, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %164 = stablehlo.add %131, %c_5 : tensor<i32>
    %165 = stablehlo.select %163, %164, %131 : tensor<i1>, tensor<i32>
    %166 = stablehlo.dynamic_slice %iterArg_15, %165, sizes = [1] : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %167 = stablehlo.reshape %166 : (tensor<1xi32>) -> tensor<i32>
    %168 = stablehlo.and %126, %141 : tensor<i1>
    %169 = stablehlo.convert %168 : (tensor<i1>) -> tensor<i32>
    %170 = "stablehlo.case"(%169) ({
      stablehlo.return %iterArg_23 : tensor<128x256xf32>
    }, {
      %216 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
      stablehlo.return %216 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %171 = stablehlo.compare GT, %167, %162, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.and %126, %171 : tensor<i1>
    %173 = stablehlo.convert %172 : (tensor<i1>) -> tensor<i32>
    %174 = "stablehlo.case"(%173) ({
      stablehlo.return %170 : tensor<128x256xf32>
    }, {
      %216 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %217 = stablehlo.add %iterArg_19, %c_3 : tensor<i32>
      %218 = stablehlo.select %216, %217, %iterArg_19 : tensor<i1>, tensor<i32>
      %219 = stablehlo.dynamic_slice %iterArg_11, %218, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %220 = stablehlo.reshape %219 : (tensor<1xi32>) -> tensor<i32>
      %221 = stablehlo.multiply %220, %c_8 : tensor<i32>
      %222 = stablehlo.iota dim = 0 : tensor<64x128xi32>
      %223 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %224 = stablehlo.add %223, %222 : tensor<64x128xi32>
      %225 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %226 = stablehlo.compare GE, %224, %225, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %227 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<i32>) -> tensor<64x128xi32>
      %228 = stablehlo.compare LT, %224, %227, SIGNED : (tensor<64x128xi32>, tensor<64x128xi32>) -> tensor<64x128xi1>
      %229 = stablehlo.and %226, %228 : tensor<64x128xi1>
      %230 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %231 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_4(%229, %102, %230) : (tensor<64x128xi1>, tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %232 = stablehlo.compare LT, %iterArg_19, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %233 = stablehlo.add %iterArg_19, %c_3 : tensor<i32>
      %234 = stablehlo.select %232, %233, %iterArg_19 : tensor<i1>, tensor<i32>
      %235 = stablehlo.dynamic_slice %iterArg_11, %234, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %236 = stablehlo.reshape %235 : (tensor<1xi32>) -> tensor<i32>
      %237 = stablehlo.multiply %236, %c_8 : tensor<i32>
      %238 = stablehlo.iota dim = 0 : tensor<64x256xi32>
      %239 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %240 = stablehlo.add %239, %238 : tensor<64x256xi32>
      %241 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %242 = stablehlo.compare GE, %240, %241, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %243 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<i32>) -> tensor<64x256xi32>
      %244 = stablehlo.compare LT, %240, %243, SIGNED : (tensor<64x256xi32>, tensor<64x256xi32>) -> tensor<64x256xi1>
      %245 = stablehlo.and %242, %244 : tensor<64x256xi1>
      %246 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
      %247 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_5(%245, %109, %246) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xf32>
      %248 = stablehlo.dot_general %231, %247, contracting_dims = [0] x [0] : (tensor<64x128xf32>, tensor<64x256xf32>) -> tensor<128x256xf32>
      %249 = stablehlo.add %170, %248 : tensor<128x256xf32>
      stablehlo.return %249 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %175 = stablehlo.and %126, %157 : tensor<i1>
    %176 = stablehlo.convert %175 : (tensor<i1>) -> tensor<i32>
    %177 = "stablehlo.case"(%176) ({
      stablehlo.return %120 : tensor<128x256xf32>
    }, {
      stablehlo.return %174 : tensor<128x256xf32>
    }) : (tensor<i32>) -> tensor<128x256xf32>
    %178 = stablehlo.compare LT, %80, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %179 = stablehlo.add %80, %c_9 : tensor<i32>
    %180 = stablehlo.select %178, %179, %80 : tensor<i1>, tensor<i32>
    %181 = stablehlo.compare LT, %81, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %182 = stablehlo.add %81, %c_2 : tensor<i32>
    %183 = stablehlo.select %181, %182, %81 : tensor<i1>, tensor<i32>
    %184 = stablehlo.dynamic_update_slice %iterArg_20, %102, %180, %183 : (tensor<256x128xf32>, tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<256x128xf32>
    %185 = stablehlo.compare LT, %87, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %186 = stablehlo.add %87, %c_9 : tensor<i32>
    %187 = stablehlo.select %185, %186, %87 : tensor<i1>, tensor<i32>
    %188 = stablehlo.compare LT, %88, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %189 = stablehlo.add %88, %c_9 : tensor<i32>
    %190 = stablehlo.select %188, %189, %88 : tensor<i1>, tensor<i32>
    %191 = stablehlo.dynamic_update_slice %iterArg_21, %109, %187, %190 : (tensor<256x256xf32>, tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
    %192 = stablehlo.broadcast_in_dim %177, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %193 = stablehlo.compare LT, %93, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %194 = stablehlo.add %93, %c_1 : tensor<i32>
    %195 = stablehlo.select %193, %194, %93 : tensor<i1>, tensor<i32>
    %196 = stablehlo.compare LT, %94, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %197 = stablehlo.add %94, %c_2 : tensor<i32>
    %198 = stablehlo.select %196, %197, %94 : tensor<i1>, tensor<i32>
    %199 = stablehlo.compare LT, %95, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %200 = stablehlo.add %95, %c_9 : tensor<i32>
    %201 = stablehlo.select %199, %200, %95 : tensor<i1>, tensor<i32>
    %202 = stablehlo.dynamic_update_slice %iterArg_22, %192, %195, %198, %201 : (tensor<4x128x256xf32>, tensor<1x128x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x256xf32>
    %203 = stablehlo.add %iterArg_16, %c_6 : tensor<i32>
    %204 = stablehlo.add %iterArg_19, %c_6 : tensor<i32>
    %205 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_6(%c, %204, %iterArg_19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %206 = stablehlo.compare EQ, %205, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %207 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_7(%206, %c_10, %205) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %208 = stablehlo.add %iterArg_18, %c_6 : tensor<i32>
    %209 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_6(%206, %208, %iterArg_18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %210 = stablehlo.compare EQ, %209, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %211 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_7(%210, %c_10, %209) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %212 = stablehlo.add %iterArg_17, %c_6 : tensor<i32>
    %213 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_6(%210, %212, %iterArg_17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %214 = stablehlo.compare EQ, %213, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %215 = func.call @namtrain_gmm_small_cpu_t64_gate_up_dw___where_7(%214, %c_10, %213) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %203, %215, %211, %207, %184, %191, %202, %174 : tensor<i32>, tensor<7xi32>, tensor<7xi32>, tensor<1xi32>, tensor<5xi32>, tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<256x128xf32>, tensor<256x256xf32>, tensor<4x128x256xf32>, tensor<128x256xf32>
  }
  return %74#12 : tensor<4x128x256xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = call @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum_0(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw__floor_divide(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
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
  %14 = call @namtrain_gmm_small_cpu_t64_gate_up_dw___where(%11, %13, %2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %14 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw___where(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw___where_1(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<i32>) -> tensor<4xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4xi1>, tensor<4xi32>
  return %2 : tensor<4xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum_2(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = call @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum_3(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw__cumsum_3(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 5>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
  return %1 : tensor<5xi32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw___where_4(%arg0: tensor<64x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x128xi1>, tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw___where_5(%arg0: tensor<64x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<64x256xf32>) -> tensor<64x256xf32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x256xi1>, tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw___where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_small_cpu_t64_gate_up_dw___where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<i32>
  return %1 : tensor<i32>
}
