func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad(%arg0: tensor<65536x768xf32>, %arg1: tensor<262144x384xui32>, %arg2: tensor<65536x4xi32>, %arg3: tensor<65536x4xf32>, %arg4: tensor<262144x512xbf16>, %arg5: tensor<32x512x768xbf16>, %arg6: tensor<32xi32>) -> (tensor<262144x512xbf16> {jax.result_info = "result[0]"}, tensor<32x512x768xbf16> {jax.result_info = "result[1]"}, tensor<65536x4xf32> {jax.result_info = "result[2]"}) {
  %c = stablehlo.constant dense<33> : tensor<i32>
  %c_0 = stablehlo.constant dense<1> : tensor<i32>
  %c_1 = stablehlo.constant dense<511> : tensor<i32>
  %c_2 = stablehlo.constant dense<512> : tensor<i32>
  %c_3 = stablehlo.constant dense<262144> : tensor<i32>
  %c_4 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.reshape %arg2 : (tensor<65536x4xi32>) -> tensor<512x512xi32>
  %1:2 = stablehlo.custom_call @tpu_custom_call(%0, %arg1, %arg0, %arg3) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFbCwEDBQcJAQMLA0UNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDRUdJS01PA8IE9gNFAfUHFxMTFxcTDxMXGxcTFxcXCxMXExcPFxsXFyMLJxcrExcXF4ULFxMXCwsTFxcLZQsPDxMTFxcTFycTFwsLCwsrHwsXFxelCwtTCw8LCwsLCxMTExMLCwsTFxcXEwsPSwsPCwszCwsPCwsLIxsLUxsLGwsbGxsPDwtDEwUNXWGFjWFNAfULVUNzCxMTCxMLYwsTCxMLDw8TCwsTCxsLIxcLEwsPExMLEwsTCw8LEwsLEwsfCxMLCxMLEwsLEwsfCxMLCwszDxMLEwsTCwsLEwsjCxMLCxMLEwtTDycTDxcPJxcPDxcPJxcPEwsnUwsTCxcLEwsLEwsPCxMLCxMLQwcFWVkJA0kBQw8fHwcbFwcPIxsfHxsbGysjKxsjJyMnJx8bIx8LBzsbHwUDTQJmGR8dLgIyAgMDIZUdrUoDAwMhRgIdugK+Ah2bIgIdl/MdnZICHcYCygIDA9YC7gMdUgJWAh2figIdqgKuAh3aAt4CHeoC7gIFUR2dSgIdngKiAh2pAgMdMgM2AxEPAQMDIToCAwM+AuoDAwMhmgIDAyG2AgMHUaFTozdVBVMDB1HSAlOjN1UDAyHmAgMF9gLyA/oC/gIdqxYDAwMhygMdzgPSAx3aA94DYWZmaW5lX21hcDwoZDAsIGQxKSAtPiAoZDAsIGQxKT4ABVUDAyFCAgMDSfEDA0kKAgVXBVkBBWNjHaIDpgMDAyF6AgVbYWZmaW5lX21hcDwoZDApIC0+IChkMCk+AAVdETkAEQ8FHakGAx2rDgMDAx4DKx0iAyYDAQWlYx0+A0IDAweDYUlSAzevHa2SAwMDSeYDAwEFXwVhDT8DB0kOAhIClZlhAwVJKgKZYQVjAwMhrgMdsgO2Ax2+A8IDYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFZQVnIw8FIYAAAAAAAAAABAAAAAAAAAAFaREBAQVrBW0FbwVxBXMBBSsrAQWlpxEPAgQRDwIMBXUFdwV5IwEBAQMDIVYDAwMhYgMDAyF6AwMDubsFexEPLQMRv8Fbw8XHySvLzV/P0f/T1QV9AQP7DT0FfyMPAxEAAgAAAAAAAAWBBYMRDxEFhQWHBYkBDXd319134QMFedl72wmNIw8FIYAAAAAAAAAAAAMAAAAAAAADBXnfe5EJjwMFeeN7kQmTAwVbfV+NAwVbfV+PAwVbfV+THZftHe8BBYsjAQcZAQAAAAEAAAAAAAAAHQICASN0cHUubWVtb3J5X3NwYWNlPGFueT4AI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c2VtYXBob3JlX21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1Lm1lbW9yeV9zcGFjZTxzbWVtPgAjdHB1LmNvcmVfdHlwZTx0Yz4ABY1hZmZpbmVfbWFwPCgpIC0+ICgpPgAjAQcZAQAAAAIAAAAAAAAAIwENMQEAAAAAAAAAAQAAAAEAAAAAAAAAAAAAAAWPHZsaAh0eAgEFkR0mAgEFkyMBCykBAAAAAQAAAAEAAAAAAAAAAAAAAAWVHTYCAQWXEQECEAWZEQEFEQcBHU4CAQWbBZ0dWgIBBZ8DA2ICZgIFoSMBAwkBAAAAHW4CcgIFox12AgEFpRMNAR2fggIdhgIBBacdjgIBBakdlgIBBasRAUEFrR2mAgEFrwWxHbICAQWzEQEQAMD/PwW1HcICAQW3BbkdzgIBBbsBBSunBb0Fvx3iAgEFwSULCQAAAAAFwx3yAgEFxQXHBckjDwMRAQAAAAAAAAAdgwEdCgMBBcsdEgMBBc0dGgMBBc8F0QXTHSoDAQXVAwdRoVNtN1UF1x06AwEF2QXbHUYDAQXdHU4DAQXfIwEJIQEAAAABAAAAAwAAAAAAAAARBwUDB1FeA1NtN1UBBStjEQcJAwMhagMRAQkDB1FyA1NtN1UBBSt2AxEPCREHDQMDIYIDEQENAwdRigNTbTdVAQUrjgMRDw0dlgMBBeEDB4NhSZ4DN68jAQkhAQAAAAEAAAACAAAAAAAAAAXjHaoDAQXlEQH0/z8F5x26AwEF6QXrHcYDAQXtEQERBe8d1gMBBfEF8x3iAwEF9SMBBxkBAAAAAwAAAAAAAAAjYXJpdGgub3ZlcmZsb3c8bm9uZT4AI2FyaXRoLmZhc3RtYXRoPG5vbmU+ACN2ZWN0b3Iua2luZDxhZGQ+AAECAicFAgQCDAEnBQIEAgwNAycFAgQFDScDAgQNCwECBCcHBQIEAgwBJwUCBBENJwUCBAIYDScFAgQCDDsX+QMFQ10X+QFDBgInBQIEEQEX9QUEAEACDAFHF/cFAgQRDUcX9wcRAgQCDAGLJwUCBBE5F/UFBQIMAUcX9wcFBQIMAYsX9wUFAgwBRxf1BQIQAhABRxf3BQIEAhgNRxf9AwIQAV0X+QMJQ10X9QUFAhABRxf1AwIQAV0BCQcFFwEtHy8hHyEjIzEzAQUDAQUBAScFAgQCGDshdHB1LmRtYV9zZW1hcGhvcmUABKIvBQERAbcHAwERIREBvQcDhgQWCRcBAS0BHwEvASEBHwEhASMBIwExATMBAwPrBQMBCwcPTQMZBRUXDwYPAxsDGQMDDwUDAQsHD08DNQcDAR0PBg8DNwMfOQUPfwchExsDAxYCBQMBCwcNTQMZBRUjDwYNAxsDJQMDDQUDAQsHDU8DNQcDASkPBg0DNwMrOwUNgQcnLRMDAwMFAwEDAwMFAwEDAwMtAwElBwMvAwEFMTMDAwNLAwEnFAMHMTU3BQMlTwMBAz0GIwMHA4YEPwYjAwEFE4oEAwNXBQMBAwNXhQMBQQaHAwEFkgSOBEMGiQMBBZYEmgQDA0NBAwEzBkMDAQWGBKIEAwNFQQMBNQZFAwEFhgSqBAsHD00DGQUVLw8GDwMbA7IEAwMPBQMBCwcPdQMpCQ+mBK4EugQPBg8DKwO+BAMDDwUDAQsHD08DJwcFngTGBDkFD38HygTCBLYENwADAwMDLQMBAwMDBQMBAwMDBQMBAwMDLQMBJQcDLwMBBT0/AwMDSwMBJxQDBz1BQwUDGzsDAQMDA0NBAwEzBkMDAQWGBIoEAwNFQQMBNQZFAwEFhgSSBAsHDU0DGQUVOw8GDQMbA5oEAwMNBQMBCwcNdQMpCQ+OBJYEogQPBg0DKwOmBAMDDQUDAQMDDQUDAQsHDU8DJwcFrgSyBDsFDYEHngS2BKoENwADAwMDLQMBAwMjCQMHAwMjCQMHEwYjAxUHB0dJFQYXA0EDSxcGFwMVA00DAyMJAwcDAyMJAwcTBiMDEwcJUVNFA2oCXgIDHQMDfgJZAw0FBhkDEwNZAwMRCQMHAwMRCQMHAwMRCQMHEwYRAxEJD11fYQcGEQMDA2MDAyUxAwEFBiUDAwNnKQclLwMDBWVpDQYbAwUDawMDCzMDAQUGCwMDA28ZBgsDAwVlcQ0GGwMFA3MJBxM1AwUDSwkHEzkDBQNLEQcdFQMFBW13AwMfOwMLGwcfPQMLBXt9BwYZAwkDfwMDJ1kDDQUGJwMJA4MdBycVAwkFhYERBx0VAwUFdXkDAx87AwsbBx89AwsFiYsHBhkDCQONHQdlFQMJBYePAwNnBQMBBQY/Ax0DkysHP2kDJQVXlQcGGQMJA5EFBhkDEwOZLQZrAxMHl5tbCQcTLgMDCQNVBQYdAxUDnxEHHRUDFQVPoQkHEzkDBQOjFQYXAxcDpRcGFwMFA6cNBhsDAwOpAwMLMwMBBQYLAwMDrRkGCwMDBauvCQcTNQMFA6MVBhcDFwOzFwYXAwUDtQ0GGwMDA7cDAykxAwEFBikDAwO7LwYpAwMFub0xBm8DAwWxvwMDBwkDBwMDBwkDBwMDBwkDBxMGBwMRCRHDxccHBgcDAwPJBwYHAxEDwR8FB3ELzRHDxccDAxGxAwcDAxEJAwcDAxEJAwcTBhEDEQkPz9HTBwYRAwMD1QMDJTEDAQUGJQMDA9kpByUvAwMF19sNBhsDBQPdAwMLMwMBBQYLAwMD4RkGCwMDBdfjDQYbAwUD5QkHEzUDBQNLCQcTOQMFA0sRBx0VAwUF3+kDAx87AwsbBx89AwsF7e8HBhkDCQPxAwMnWQMNBQYnAwkD9R0HJxUDCQX38xEHHRUDBQXn6wMDHzsDCxsHHz0DCwX7/QcGGQMJA/8dB2UVAwkF+QICAwNnSwMBBQY/Ax0DCgIrBz9pAyUFVw4CBwYZAwkDBgIFBhkDEwMWAi0GawMTBxICGgKdCQcTWgMDCQNVBQYdAxUDIgIRBx0VAxUFTyYCCQcTOQMFAyoCFQYXAxcDLgIXBhcDBQMyAg0GGwMDAzYCAwMLMwMBBQYLAwMDPgIZBgsDAwU6AkICCQcTNQMFAyoCFQYXAxcDSgIXBhcDBQNOAg0GGwMDA1ICAwMpMQMBBQYpAwMDWgIvBikDAwVWAl4CMQZvAwMFRgJiAgMDB7EDBwMDBwkDBwMDBwkDBxMGBwMRCRFqAm4CcgIHBgcDAwN2AgcGBwMRA2YCHwUHcQt+AhFqAm4CcgIDAxGzAwcDAxEJAwcDAxEJAwcTBhEDEQkPggKGAooCBwYRAwMDjgIDAyUxAwEFBiUDAwOWAikHJS8DAwWSApoCDQYbAwUDngIDAwszAwEFBgsDAwOmAhkGCwMDBZICqgINBhsDBQOuAgkHEzUDBQNLCQcTOQMFA0sRBx0VAwUFogK2AgMDHzsDCxsHHz0DCwW+AsICBwYZAwkDxgIDAydZAw0FBicDCQPOAh0HJxUDCQXSAsoCEQcdFQMFBbICugIDAx87AwsbBx89AwsF2gLeAgcGGQMJA+ICHQdlFQMJBdYC5gIDA2dmAwMBBQY/Ax0D7gIrBz9pAyUFV/ICBwYZAwkD6gIFBhkDEwP6Ai0GawMTB/YC/gIeAgkHE24DAwkDVQUGHQMVAwYDEQcdFQMVBU8KAwkHEzkDBQMOAxUGFwMXAxIDFwYXAwUDFgMNBhsDAwMaAwMDCzMDAQUGCwMDAyIDGQYLAwMFHgMmAwkHEzUDBQMOAxUGFwMXAy4DFwYXAwUDMgMNBhsDAwM2AwMDKTEDAQUGKQMDAz4DLwYpAwMFOgNCAzEGbwMDBSoDRgMDAwezAwcDAwcJAwcDAwcJAwcTBgcDEQkRTgNSA1YDBwYHAwMDWgMHBgcDEQNKAx8FB3ELYgMRTgNSA1YDAwMRtQMHAwMRCQMHAwMRCQMHEwYRAxEJD2YDagNuAwcGEQMDA3IDAwMlMQMBBQYlAwMDegMpByUvAwMFdgN+Aw0GGwMFA4IDAwMLMwMBBQYLAwMDigMZBgsDAwV2A44DDQYbAwUDkgMJBxM1AwUDSwkHEzkDBQNLEQcdFQMFBYYDmgMDAx87AwsbBx89AwsFogOmAwcGGQMJA6oDAwMnWQMNBQYnAwkDsgMdBycVAwkFtgOuAxEHHRUDBQWWA54DAwMfOwMLGwcfPQMLBb4DwgMHBhkDCQPGAx0HZRUDCQW6A8oDAwNnfgMDAQUGPwMdA9IDKwc/aQMlBVfWAwcGGQMJA84DBQYZAxMD3gMtBmsDEwfaA+IDAgMJBxOGAwMJA1UFBh0DFQPqAxEHHRUDFQVP7gMJBxM5AwUD8gMVBhcDFwP2AxcGFwMFA/oDDQYbAwMD/gMDAwszAwEFBgsDAwMGBBkGCwMDBQIECgQJBxM1AwUD8gMVBhcDFwMSBBcGFwMFAxYEDQYbAwMDGgQDAykxAwEFBikDAwMiBC8GKQMDBR4EJgQxBm8DAwUOBCoEAwMHtQMHAwMHCQMHAwMHCQMHEwYHAxEJETIENgQ6BAcGBwMDAz4EBwYHAxEDLgQfBQdxC0YEETIENgQ6BAMDcwkDBwMDcwkDBxMGcwMTBw1KBE4EHwVzmgMJ5gMNSgROBAMDA0sDAQMDAwUDAQMDAy0DASUHAy8DAQVaBF4EAwMDSwMBJxQDB1oEYgRmBAUDJU8DAQM9BiMDBwOGBD8GIwMBBROKBAMDVwUDAQMDV4UDAUEGhwMBBZIEjgRDBokDAQWWBJoEAwNDQQMBMwZDAwEFhgSiBAMDRUEDATUGRQMBBYYEqgQLBw9NAxkFFVYEDwYPAxsDsgQDAw8FAwELBw9PAycHC54EugQDAw8FAwELBw91AykJEaYErgTCBA8GDwMrA8YEOQUPfwfKBL4EtgQ3AAMDAwMtAwEDAwNLAwEDAwMFAwEDAwMtAwElBwMvAwEFcgR2BAMDA0sDAScUAwdyBHoEfgQFAyVPAwEDPQYjAwcDhgQ/BiMDAQUTigQDA1cFAwEDA1eFAwFBBocDAQWSBI4EQwaJAwEFlgSaBAMDQ0EDATMGQwMBBYYEogQDA0VBAwE1BkUDAQWGBKoECwcNTQMZBRVuBA8GDQMbA7IEAwMNBQMBCwcNTwMnBwueBLoEAwMNBQMBCwcNdQMpCRGmBK4EwgQPBg0DKwPGBDsFDYEHtgTKBL4ENwADAwMDLQMBIwABIREB5QcDBw8DAQEDAwEFAwEDAwEFAwEjBAEFAQMhEQHnBwMHDwMBAQMDAQUDAQMDAQUDASMEAQUBAyERAekHAwcPAwEBAwMBBQMBAwMBBQMBIwQBBQEDBgMBBQEAAhn3CQsJCxELEQsJCxULDQkpKyUVFQ0HER8LLRkRCxMZDwkLVS0XGQlFIxUNF1UtER0LDSUTEykVHR0tIyEjKS0NCQslCxUhFxkZGQkdJRMdDREpEQ0TGRkZIx0hFRkZFRkbFxcRFxkVIxcvFxcbGRcnGSM7JSMfDw8NCR0RYnVpbHRpbgBzdGFibGVfbW9zYWljAHRwdQBhcml0aAB2ZWN0b3IAbW9kdWxlAGFyaXRoLmNvbnN0YW50AHZlY3Rvci5icm9hZGNhc3QAdmVjdG9yLnNoYXBlX2Nhc3QAdmVjdG9yLmV4dHJhY3Rfc3RyaWRlZF9zbGljZQB0cHUubWVtcmVmX3NsaWNlAHRwdS5iaXRjYXN0AHRwdS5tZW1yZWZfc3F1ZWV6ZQBhcml0aC5tdWxmAHZlY3Rvci5sb2FkAGFyaXRoLnRydW5jZgBhcml0aC5leHRmAGFyaXRoLmFuZGkAdmVjdG9yLm11bHRpX3JlZHVjdGlvbgBhcml0aC5hZGRmAHRwdS52ZWN0b3Jfc3RvcmUAZnVuYy5mdW5jAGZ1bmMucmV0dXJuAGFyaXRoLmFkZGkAc2NmLmZvcgBhcml0aC5zaGxpAGFyaXRoLmNtcGkAYXJpdGguc2VsZWN0AGFyaXRoLnNocnVpAGFyaXRoLm9yaQBhcml0aC5yZW1zaQBhcml0aC5kaXZzaQBzY2YueWllbGQAdHB1LmVucXVldWVfZG1hAHRwdS53YWl0X2RtYTIAYXJpdGguaW5kZXhfY2FzdABtZW1yZWYubG9hZABhcml0aC5tYXhzaQBhcml0aC5taW5zaQB0cHUuaW90YQB2YWx1ZQBzdHJpZGVzAG9wZXJhbmRTZWdtZW50U2l6ZXMAb2Zmc2V0cwBzaXplcwBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHRyYW5zZm9ybV9pbmRpY2VzAHdpbmRvd19ib3VuZHMAYWRkAHRyYW5zZm9ybV8yAHRyYW5zZm9ybV8zAHRyYW5zZm9ybV81AGRtYV9zdGFydDoAc3RyaWN0X29yZGVyaW5nAGRtYV93YWl0OgBnZXQ6AGJyb2FkY2FzdF9pbl9kaW06AGFkZDoAZXE6AHN3YXA6AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fY29tYmluZV9ncmFkAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBkbWFfc3RhcnQAZG1hX3N0YXJ0L2RtYV9zdGFydABwcmlvcml0eQBkbWFfd2FpdABkbWFfd2FpdC9kbWFfd2FpdABzY2FuOgBzY2FuAG92ZXJmbG93RmxhZ3MAZ2V0L2dldABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYnJvYWRjYXN0X2luX2RpbQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0AZ2V0AHNoaWZ0X2xlZnQ6AHNoaWZ0X2xlZnQAYml0Y2FzdF9jb252ZXJ0X3R5cGU6AGJpdGNhc3RfY29udmVydF90eXBlL2JpdGNhc3RfY29udmVydF90eXBlAGFuZDoAYW5kAHNsaWNlOgBzbGljZS9zbGljZQBmYXN0bWF0aABtdWw6AG11bC9tdWwAcmVkdWNlX3N1bToAcmVkdWNlX3N1bS9yZWR1Y2Vfc3VtAGtpbmQAcmVkdWN0aW9uX2RpbXMAYWRkL2FkZABlcQBlcS9lcQBwcmVkaWNhdGUAc2VsZWN0X246AHNlbGVjdF9uL3NlbGVjdF9uAHNoaWZ0X3JpZ2h0X2xvZ2ljYWw6AHNoaWZ0X3JpZ2h0X2xvZ2ljYWwAb3I6AG9yL29yAHN3YXAAc3dhcC9zd2FwAGppdDoAaml0AG1heDoAbWF4L21heABtaW46AG1pbi9taW4AcmVtOgByZW0AZGl2OgBkaXYA\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:1008730112,\0A\22flops\22:603979776,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_combine_grad", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<512x512xi32>, tensor<262144x384xui32>, tensor<65536x768xf32>, tensor<65536x4xf32>) -> (tensor<262144x384xui32>, tensor<65536x4xf32>)
  %2 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %3 = stablehlo.maximum %arg6, %2 : tensor<32xi32>
  %4 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%3) : (tensor<32xi32>) -> tensor<32xi32>
  %5 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %6 = stablehlo.minimum %4, %5 : tensor<32xi32>
  %7 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %8 = stablehlo.slice %6 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %9 = stablehlo.concatenate %7, %8, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %10 = stablehlo.slice %6 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %11 = stablehlo.reshape %10 : (tensor<1xi32>) -> tensor<i32>
  %12 = stablehlo.compare GT, %6, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %13 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%9, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %15 = stablehlo.minimum %13, %14 : tensor<32xi32>
  %16 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %17 = stablehlo.subtract %6, %16 : tensor<32xi32>
  %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %19 = stablehlo.maximum %17, %18 : tensor<32xi32>
  %20 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%19, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %21 = stablehlo.subtract %20, %15 : tensor<32xi32>
  %22 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %23 = stablehlo.add %21, %22 : tensor<32xi32>
  %24 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%12, %23, %c_4) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %25 = stablehlo.add %11, %c_2 : tensor<i32>
  %26 = stablehlo.subtract %25, %c_0 : tensor<i32>
  %27 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide_2(%26, %c_2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %28 = stablehlo.subtract %c_2, %27 : tensor<i32>
  %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %30 = stablehlo.concatenate %24, %29, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %31 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %32 = stablehlo.concatenate %15, %31, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %33 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%30) : (tensor<33xi32>) -> tensor<33xi32>
  %34 = stablehlo.slice %33 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %35 = stablehlo.reshape %34 : (tensor<1xi32>) -> tensor<i32>
  %36 = stablehlo.iota dim = 0 : tensor<543xi32>
  %37 = stablehlo.subtract %35, %c_0 : tensor<i32>
  %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %39 = stablehlo.minimum %36, %38 : tensor<543xi32>
  %40 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %41 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %44 = stablehlo.compare LE, %42, %43, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %45 = stablehlo.convert %44 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %46 = stablehlo.reduce(%45 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %47 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %49 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %50 = stablehlo.add %46, %49 : tensor<543xi32>
  %51 = stablehlo.select %48, %50, %46 : tensor<543xi1>, tensor<543xi32>
  %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %53 = "stablehlo.gather"(%32, %52) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %54 = stablehlo.add %53, %39 : tensor<543xi32>
  %55 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %56 = stablehlo.compare LT, %46, %55, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %58 = stablehlo.add %46, %57 : tensor<543xi32>
  %59 = stablehlo.select %56, %58, %46 : tensor<543xi1>, tensor<543xi32>
  %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %61 = "stablehlo.gather"(%33, %60) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %62 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %63 = stablehlo.compare LT, %46, %62, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %64 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %65 = stablehlo.add %46, %64 : tensor<543xi32>
  %66 = stablehlo.select %63, %65, %46 : tensor<543xi1>, tensor<543xi32>
  %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %68 = "stablehlo.gather"(%30, %67) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %69 = stablehlo.subtract %61, %68 : tensor<543xi32>
  %70 = stablehlo.subtract %54, %69 : tensor<543xi32>
  %71 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %72 = stablehlo.concatenate %9, %71, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %73 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %74 = stablehlo.concatenate %6, %73, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %75 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %76 = stablehlo.custom_call @tpu_custom_call(%46, %70, %72, %74, %75, %1#0, %arg5) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFPCQEDBQcBAwkDOwsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0FDA9IDNgMzAfcHDxMPExcLDw8PEwsLCw8PExtlhQsLDw8TDxc3DxcTDw8LCwsLCw8LCwsPDxcXFxcTCxcXEwsPSwsXC6ULcwsLCwsLFxsLUxsLcxsLUxsbCxsPCw8TDwsPCw8PCw8PCwsPCwsPCw8LDw8LDwsLDwsLDwsTDw8PCxMLDwsFDWFhkY1NKgIBlQsLEwsXCxMLFwsTCxcTCxMLGwsjFwsTCwsTCwsTCxMPEwsLEwsLC1MLExcPCxMLCxMLFx8TCxcLFwsTCxcfCxMLMwsLCxsLExMLBwVZWQEzDwcLHxsfDxsHBx8fHx8nKycnHx8/NzsfIwLCEx8dS6MDAw2zHd/hAwMNpx2OApICBUUdS7UdT7sd2dsDAxu5BUcFSQVLHcXHHVPVAwMbQQMDBgIuA2FmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFTQVPHb/BHVHLAwMbzx1R0R1mAmoCAweaAjmeAqICpgKqAhEFAB22AroCHVPWAhENFRENBQVRBVMFVQ0rBVcdra8FWQVbBV0RAQUd8fMdCgIOAh0+AkICHXICdgIDAw2CAh1jhgIFXx3CAsYCHf4CAgMDA2ttBWERDS0DEXFzF3V5e30/f0EZgYP/hYcFYwEH/fv7DSlhZmZpbmVfbWFwPChkMCwgZDEsIGQyKSAtPiAoZDAsIGQxLCBkMik+AAVlIw0HMQEAAAAAAAAAHwIAAAAAAAABAAAAAAAAAAVnBWkFawVtBW8BB4mPlQMFKYsrjQlDIw0FIQACAAAAAAAAgAEAAAAAAAADBSmRK5MJRSMNBzEBAAAAAAAAAAACAAAAAAAAAAMAAAAAAAADBSmXK5kJRyMNBSEAAgAAAAAAAAACAAAAAAAAAwUXSRlDAwUXnxlFDS0DBRdJGUcdpQEFcREBAQMDDasRAX0Fcx2xAQV1EQMBHbcBBXcRDQkdvQEFeQV7HcMBBX0Ffx3JAQWBHc0BBYMRDQEd0wEFhR3XAQWHBYkd3QEFiwWNHeMBBY8DAw3nEQGBHU/rHe0BBZEDAw1VBZMd9QEFlSN0cHUubWVtb3J5X3NwYWNlPHZtZW0+ACN0cHUubWVtb3J5X3NwYWNlPHNtZW0+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxhcmJpdHJhcnk+ACN0cHUuZGltZW5zaW9uX3NlbWFudGljczxwYXJhbGxlbD4AI3RwdS5jb3JlX3R5cGU8dGM+ACN0cHUuZG90X2RpbWVuc2lvbl9udW1iZXJzPFsxXSwgWzFdLCBbMF0sIFswXSwgWzAsIDAsIDEsIDBdLCBbXSwgW10+AAWXBZkdEgIBBZsdGgIeAgWdHSICAQWfHSoCLgIFoR0yAgEFowMDDToCEQECEAWlHUYCAQWnAwNOAlICBakjAQMJAAAAAB1aAl4CBasdYgIBBa0Frx1uAgEFsQWzHXoCAQW1AwMbPxMRAR2KAgEFtwW5HZYCAQW7Bb0FvyMBCSEBAAAAAQAAAAIAAAAAAAAABcEjAQEBAwMNsgIRAUEFwx2+AgEFxQXHHcoCAQXJAwMN0gIRARAAwP8/HdoCAQXLAwPiAlUFzR3qAu4CBc8d8gIBBdEDAw36AiULCQAAAAAF0x0GAwEF1QMHDgMCAhIDORYDOQXXBdkF2wMDHgMyAwXdHWMmAx0qAwEF3yNhcml0aC5vdmVyZmxvdzxub25lPgAjYXJpdGguZmFzdG1hdGg8bm9uZT4AAQICAwEJF/kD+hABJRf5A4UBJScFAhACEBEBAgQX+QMFASULBycFAhACEAEnBQIQAgwBJwUCEAIQBScFAhACEBMX9wUCEAIMAScX9wcFAhACGBN3F/cFAhACEBMnF/cFAhACEBEnJwUCEAIMEScFAhACGBMFGQEBAQcHCQkPHR8hIwEFEQEBAQcHCQkPBQEBBREBAQEHBwkJDwcBAQEnBQIQAhgRJwcFAhACGBMEXhEFAREBaQcDARETEQFvBwNHbxkBAQEBAQEHAQcBCQEJAQ8BHQEfASEBIwEDAw8FAwMHBg8DAQUPGQUHERUDBQUDGwkGAwMDAwMHBgMDAQUHHwMDLwkDAQUHMzEDBQUFIxEGHwMFBR0lGQYTAwEDJwMDBwkDAQUHByEDBQUpKxsUBwMtCQMLHQMDIgNfAxENBmEDCwNHAwMLBQMDAwMLBQMDCwYLAwsHF0tNHQULNwlJF0tNDwAHAwEFDwAHAwPp5QMBBQcRFQMFBSEvEQYfAwUFHTEZBhMDAQMzAwMHCQMBBQcHIQMFBTU3GxQHAzkJAzd1AwMDBQMDAwMDBQMDCwYDAwsHF0dJAwMDBQMDAwMDBQMDCwYDAxcHEU1PAwM7rgIDAQ0GOwMXA1MzBzsjAxcFUVUhBmUDJQNXAwM9zgIDAQ0GPQMXA1sRBj0DFwVRXSEGZQMlA181B+YC3gIDLwVZYR8GEwMnA2MDAwMFAwMDAwMFAwMDAwMFAwMLBgMDMQkTZ2lrNwYDAycDbQMDZ/YCAws5B2cKAwMLB2VvcTsHNRoDAwsFS3MDAwsFAwMDAwsFAwMLBgsDCwcXd3kdBQs3CXUXd3kPAAcDAQUPAAcDAy8JAwEFBzMxAwUFBTsRBh8DBQUdPRkGEwMBAz8DAwcJAwEFBwchAwUFQUMbFAcDRQkDV7UDAy8JAwEFBzMxAwUFA0cDA1fvAwElB1cjAwEFA0sDA1kJAwEnBlkDAQVNTwkGAwMDA1EHBgMDAQUJUwkGAwMDAwMHBgMDAQUJVwUHFgIhAwUFVVkpBiYCAwUFSVsJBgMDAwMDBwYDAwEFCV8DA1s2AgMBKwdbIwMBBWFjLQNWAkoCAxUNBjUDFQNlLwc1IwMVBWlnCQYDAwMDIQcGAwMBBQttDQZdAxUDbwUHXX4CAxkFa3EJBgMDAwMhBwYDAwEFDXUNBhEDFQN3BQcRFQMZBWt5EQYfAxkFc3sDAwMFAwMDAwMFAwMLBgMDGwcVf4ExBhMDCwODAwMtXwMRDQZhAwsDhxcGHQMLB12JhQMDAwUDAwMDAwUDAwsGAwMLBxeNjxcGHQMLB32Rix8GEwMbA5MDAwsFAwMDAwsFAwMLBgsDGwcVl5kdBQs3CZUVl5kPAAcDAQUPAAcVAAETEQGbBwMhJxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMPBQMDBwYPAwEFDxUFBxEVAwUFAxcDAy0JAwEXBh0DAQcZBRsDAwEJAwEVBAEFEx0TEQGdBwMlLxEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQcRAwNNqQMBIwZNAwEFExUDAw8FAwMHBg8DAQUPGQUHERUDBQUDGwMDLQkDARcGHQMBBx0FHwMDAQkDARUEAQcXASETEQGhBwMXExEBAQEBAQEHAQcBCQEJAQ8BCQYDAwMDAwcGAwMBBQkRAwMBCQMBFQQBBRMBBgMBBQEAmhXhIxMdHSUxGzEbFQlVLRcZESkJFQ1FDQkRCxUNFwkLDQkNCQkLHQkLBwsNVS0RDQclFQkLDQkJCxEdHRsjISMpLSULCQkLGRkZHSUVEx0NFxclIRcXFxMXFRkXGRkbIw8ZGxkVFxUjGSMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAYXJpdGguaW5kZXhfY2FzdAB2ZWN0b3IubG9hZAB2ZWN0b3IuYnJvYWRjYXN0AHNjZi55aWVsZABhcml0aC5hbmRpAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5zZWxlY3QAYXJpdGguZXh0dWkAc2NmLmlmAHRwdS52ZWN0b3Jfc3RvcmUAYXJpdGgudHJ1bmNmAHRwdS5iaXRjYXN0AGFyaXRoLm1pbnNpAGFyaXRoLnN1YmkAYXJpdGgubWF4c2kAYXJpdGgub3JpAGFyaXRoLm11bGkAdHB1LmlvdGEAYXJpdGguYWRkaQBhcml0aC5leHRmAGFyaXRoLnNobGkAdHB1LmNvbmNhdGVuYXRlAHZlY3Rvci5zaGFwZV9jYXN0AHRwdS5tYXRtdWwAYXJpdGguYWRkZgB2YWx1ZQBmdW5jdGlvbl90eXBlAHN5bV9uYW1lAHByZWRpY2F0ZQB0cmFuc2Zvcm1faW5kaWNlcwB3aW5kb3dfYm91bmRzAHRyYW5zZm9ybV8wAHRyYW5zZm9ybV8xAHRyYW5zZm9ybV8yAGdldDoAbHQ6AGVxOgBhbmQ6AGJyb2FkY2FzdF9pbl9kaW06AHN0YWJsZV9tb3NhaWMudmVyc2lvbgBkaW1lbnNpb25fc2VtYW50aWNzAGl0ZXJhdGlvbl9ib3VuZHMAc2NhbGFyX3ByZWZldGNoAHNjcmF0Y2hfb3BlcmFuZHMAbmFtdHJhaW5fZ21tAHRwdS5jb3JlX3R5cGUAd2luZG93X3BhcmFtcwBnZXQvZ2V0AG1pbjoAbWluAGdldABsdC9sdABqaXQ6AGppdABzZWxlY3RfbjoAc2VsZWN0X24vc2VsZWN0X24AZXEAZXEvZXEAYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABsdABzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbXVsOgBtdWwAZGltZW5zaW9ucwBpb3RhOgBpb3RhL2lvdGEAYWRkOgBhZGQvYWRkAGdlOgBnZS9nZQBicm9hZGNhc3RfaW5fZGltL2Jyb2FkY2FzdF9pbl9kaW0Ac3dhcDoAc3dhcC9zd2FwAGFkZABvcGVyYW5kU2VnbWVudFNpemVzAHN0cmlkZXMAc2hpZnRfbGVmdDoAc2hpZnRfbGVmdABiaXRjYXN0X2NvbnZlcnRfdHlwZToAYml0Y2FzdF9jb252ZXJ0X3R5cGUvYml0Y2FzdF9jb252ZXJ0X3R5cGUAYW5kAGRpbWVuc2lvbgBjb25jYXRlbmF0ZToAY29uY2F0ZW5hdGUvY29uY2F0ZW5hdGUAZG90X2dlbmVyYWw6AGRvdF9nZW5lcmFsL2RvdF9nZW5lcmFsAGRpbWVuc2lvbl9udW1iZXJzAHRyYW5zcG9zZV9saHMAdHJhbnNwb3NlX3JocwBmYXN0bWF0aABicm9hZGNhc3RfaW5fZGltAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:696254464,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_gmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[2, 1, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x384xui32>, tensor<32x512x768xbf16>) -> tensor<262144x512xbf16>
  %77 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %78 = stablehlo.maximum %arg6, %77 : tensor<32xi32>
  %79 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%78) : (tensor<32xi32>) -> tensor<32xi32>
  %80 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %81 = stablehlo.minimum %79, %80 : tensor<32xi32>
  %82 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %83 = stablehlo.slice %81 [0:31] : (tensor<32xi32>) -> tensor<31xi32>
  %84 = stablehlo.concatenate %82, %83, dim = 0 : (tensor<1xi32>, tensor<31xi32>) -> tensor<32xi32>
  %85 = stablehlo.slice %81 [31:32] : (tensor<32xi32>) -> tensor<1xi32>
  %86 = stablehlo.reshape %85 : (tensor<1xi32>) -> tensor<i32>
  %87 = stablehlo.compare GT, %81, %84, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %88 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%84, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %89 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %90 = stablehlo.minimum %88, %89 : tensor<32xi32>
  %91 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %92 = stablehlo.subtract %81, %91 : tensor<32xi32>
  %93 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %94 = stablehlo.maximum %92, %93 : tensor<32xi32>
  %95 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%94, %c_2) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %96 = stablehlo.subtract %95, %90 : tensor<32xi32>
  %97 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %98 = stablehlo.add %96, %97 : tensor<32xi32>
  %99 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%87, %98, %c_0) : (tensor<32xi1>, tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  %100 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %101 = stablehlo.concatenate %99, %100, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %102 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %103 = stablehlo.concatenate %90, %102, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %104 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%101) : (tensor<33xi32>) -> tensor<33xi32>
  %105 = stablehlo.slice %104 [32:33] : (tensor<33xi32>) -> tensor<1xi32>
  %106 = stablehlo.reshape %105 : (tensor<1xi32>) -> tensor<i32>
  %107 = stablehlo.iota dim = 0 : tensor<543xi32>
  %108 = stablehlo.subtract %106, %c_0 : tensor<i32>
  %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %110 = stablehlo.minimum %107, %109 : tensor<543xi32>
  %111 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<33xi32>) -> tensor<1x33xi32>
  %112 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x33xi32>) -> tensor<543x33xi32>
  %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<543x1xi32>) -> tensor<543x33xi32>
  %115 = stablehlo.compare LE, %113, %114, SIGNED : (tensor<543x33xi32>, tensor<543x33xi32>) -> tensor<543x33xi1>
  %116 = stablehlo.convert %115 : (tensor<543x33xi1>) -> tensor<543x33xi32>
  %117 = stablehlo.reduce(%116 init: %c_4) applies stablehlo.add across dimensions = [1] : (tensor<543x33xi32>, tensor<i32>) -> tensor<543xi32>
  %118 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %119 = stablehlo.compare LT, %117, %118, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %120 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %121 = stablehlo.add %117, %120 : tensor<543xi32>
  %122 = stablehlo.select %119, %121, %117 : tensor<543xi1>, tensor<543xi32>
  %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %124 = "stablehlo.gather"(%103, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %125 = stablehlo.add %124, %110 : tensor<543xi32>
  %126 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %127 = stablehlo.compare LT, %117, %126, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %128 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %129 = stablehlo.add %117, %128 : tensor<543xi32>
  %130 = stablehlo.select %127, %129, %117 : tensor<543xi1>, tensor<543xi32>
  %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %132 = "stablehlo.gather"(%104, %131) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %133 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %134 = stablehlo.compare LT, %117, %133, SIGNED : (tensor<543xi32>, tensor<543xi32>) -> tensor<543xi1>
  %135 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<543xi32>
  %136 = stablehlo.add %117, %135 : tensor<543xi32>
  %137 = stablehlo.select %134, %136, %117 : tensor<543xi1>, tensor<543xi32>
  %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<543xi32>) -> tensor<543x1xi32>
  %139 = "stablehlo.gather"(%101, %138) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<33xi32>, tensor<543x1xi32>) -> tensor<543xi32>
  %140 = stablehlo.subtract %132, %139 : tensor<543xi32>
  %141 = stablehlo.subtract %125, %140 : tensor<543xi32>
  %142 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %143 = stablehlo.concatenate %84, %142, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %144 = stablehlo.broadcast_in_dim %86, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %145 = stablehlo.concatenate %81, %144, dim = 0 : (tensor<32xi32>, tensor<1xi32>) -> tensor<33xi32>
  %146 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i32>) -> tensor<1xi32>
  %147 = stablehlo.custom_call @tpu_custom_call(%117, %141, %143, %145, %146, %arg4, %1#0) {backend_config = "{\22custom_call_config\22: {\22body\22: \22TUzvUgFNTElSMjMuMC4wZ2l0AAFNCQEDBQcBAwkDOQsNDxETFRcZGx0fISMlJykrLS8xMzU3OTs9P0ED6gNCAzUB9QcPExcXCxMTCw8TExcTCwsPDw8XF2WFCwsTEwsTExcTDw8LCwsLCwsTDw8PDw8PCxcLCwsTFxsXExcLFxcXJxMLD0sLFwulC3MLCwsLCxcbC1MbC1MbC3MbGxsLDwsPDw8LDwsPCw8PCw8PCwsPCwsLDwsLDwsLDwsPBQthYY2RTQcFWVkBnRcTCxMLEwsLEwsLEwsXDxcLEwsLEwsnUxMLEwsLIwsTCxMLCxMLDxMLEwsLEwsXDwsTCwsTCxcfEwsXCxcLEwsXHwsTCzMLCwsbC1MXDwUDKgIBNQ8HCx8bDx8HGwcfHx8fHx8fJycrJyMfPzc7AnoUHx1NuQMDC78dLgIyAh1SAlYCBUMDAwu9AwPf/wVFHcfJAwMRQx1jGgIdIgImAh1figIFRwVJHU3BHdnbEQUAHWoCbgIdkgKWAmFmZmluZV9tYXA8KGQwKSAtPiAoZDApPgBhZmZpbmVfbWFwPChkMCwgZDEpIC0+IChkMCwgZDEpPgAFSwVNAwMRxQMDC1UFTx11ogIddaoCHcYCygIdY+YCEQsVEQsFBVEFUwVVDTEFVwVZAwMR0x1P1REBBR3h4x3n6R3t7x1f8wVbHQ4CEgIFXQVfBWEjAQEBAwMLZgIDA3YCegIdfgKCAgMDEUEDAwueAgVjHbICtgId0gLWAh0OAxIDAwc3JWUyA2dpAwOBgwVlEQstAxGHiR2Lj5GTQZVDH5eZ/ZudBWcBB/n5+w0vYWZmaW5lX21hcDwoZDAsIGQxLCBkMikgLT4gKGQwLCBkMSwgZDIpPgAFaSMLBzEBAAAAAAAAAAEAAAAAAAAAHwIAAAAAAAAFawVtBW8FcQVzAQefpasDBS+hMaMJRSMLBSEAAgAAAAAAAAACAAAAAAAAAwUvpzGpCUcjCwUhAAIAAAAAAACAAQAAAAAAAAMFL60xrwlJIwsHMQEAAAAAAAAAAAIAAAAAAAAAAwAAAAAAAAMFHUsfRQMFHUsfRwMFHbcfSQ0zHbsBBXURAQERAwEdwwEFdxELCQV5HcsBBXsdT88d0QEFfRELAR3XAQV/BYEd3QEFgwWFBYcd5QEFiQWLHesBBY0Fjx3xAQWRHTcBI3RwdS5tZW1vcnlfc3BhY2U8dm1lbT4AI3RwdS5tZW1vcnlfc3BhY2U8c21lbT4AI3RwdS5kaW1lbnNpb25fc2VtYW50aWNzPHBhcmFsbGVsPgAjdHB1LmRpbWVuc2lvbl9zZW1hbnRpY3M8YXJiaXRyYXJ5PgAjdHB1LmNvcmVfdHlwZTx0Yz4AI2FyaXRoLm92ZXJmbG93PG5vbmU+ACNhcml0aC5mYXN0bWF0aDxub25lPgADAwsKAhEB8hAFkx0WAgEFlR0eAgEFlwWZHSoCAQWbBZ0dNgIBBZ8DAxE+AhELER1GAkoCBaEdTgIBBaMFpR1aAgEFpwMHNyVlYgJnaSMBCSEBAAAAAQAAAAMAAAAAAAAAEQECEAWpHXICAQWrBa0jAQMJAAAAAAWvHYYCAQWxHY4CAQWzBbUdmgIBBbcTDwEdpgIBBbkdrgIBBbsFvR26AgEFvwMDC8ICEQFBBcEdzgIBBcMFxR3aAgEFxwMDC+ICEQEQAMD/Px3qAgEFyQMD8gJVBcsd+gL+AgXNHQIDAQXPAwMLCgMlDQkAAAAABdEdFgMBBdMDBx4DPgMiAyUmAyUF1QXXBdkDAy4DAgIF2yMBCSEBAAAAAQAAAAIAAAAAAAAAAwMLOgMTEwEjdHB1LmRvdF9kaW1lbnNpb25fbnVtYmVyczxbMF0sIFswXSwgWzFdLCBbMV0sIFswLCAxLCAxLCAxXSwgW10sIFtdPgABAgIDAQkX9wP6EAErF/cDhQErAQIEJwUCEAIYEwcX9wMFASsLJwUCEAIYDycFAhACEAEnBQIQAgwBJwUCEAIYAScFAhACEA8nBQIQAhAFJwUCEAIYBRf1BQIQAhAPLRf1BQIQAgwBLRf1BwUCEAIYD40X9QUCEAIYEy0nBwUCEAIYDycFAhACDBMFGQEBAQcHCQkRIyUnKQEFEQEBAQcHCQkRBQEBBREBAQEHBwkJEQcBAQEEAhIFAREBfwcDARETEQGFBwNzxxkBAQEBAQEHAQcBCQEJAREBIwElAScBKQEDAyEFAwMHBiEDAQUPGQUHEzMDBQUFGwsGAwMDAwUHBgMDAQUHHwMDzQ0DAQUHU1EDBQUFIwMDIzUDAR8HIw8DAQUFJwMDVw0DAS8GVwMBBSkrCwYDAwMDLQcGAwMBBQcvBQdZFQMFBTEhIQZbAwUFJTMDAyEFAwMHBiEDAQUPNwMDIzUDAR8HIw8DAQU5OwUHU1EDBQUFPQMDXTUDARcHXQ8DAQUFQQMDYQYCAwExBmEDAQVDRQsGAwMDA0cHBgMDAQUHSQUHWRUDBQVLISEGWwMFBT9NCwYDAwMDIQcGAwMBBQtRCwYDAwMDIQcGAwMBBQ1VDwYXAwUFHTUZBhkDAQNZAwMHDQMBBQcHFQMFBVtdGxQHA18JAwsdAwM5NgMDEwkGOwMNA3MDAwkFAwMDAwkFAwMNBgkDDQcXd3kdBQl9CXUXd3kRAAcDAQURAAcFB0ICOgIDBQVXUw8GFwMFBR1hGQYZAwEDYwMDBw0DAQUHBxUDBQVlZxsUBwNpCQNv5QMDAwUDAwMDAwUDAw0GAwMNBxdzdQMDAwUDAwMDAwUDAw0GAwMdBxF5ewsGAwMDAwUHBgMDAQUJfwMDJ2sDAScHJw8DAQWBgykDb20DFwkGGwMXA4UXBxsPAxcFiYcJBikDFwNTBQcpcQMfBYuNCQYTAxcDVwUHEzMDHwWLkQ8GFwMfBY+TAwM5cwMPCQY7Ax0DlysGdwMdB5V9mQMDAwUDAwMDAwUDAw0GAwMZBxOdnwMDPb4CAwEJBj0DGQOjMwc9DwMZBaGlLQZ5Ay0DpwMDP94CAwEJBj8DGQOrDwY/AxkFoa0tBnkDLQOvNQf2Au4CAw0FqbEjBhkDFQOzCwYDAwMDBQcGAwMBBQm3AwMnawMBJwcnDwMBBbm7KQNvbQMbCQYbAxsDvRcHGw8DGwXBvwkGKQMbA1MFBylxAyEFw8UJBhMDGwNXBQcTMwMhBcPJDwYXAyEFx8sDAzlzAw8JBjsDFQPPKwZ3AxUHzbXRAwN7BgMDDTcHexoDAw0Hm9PVOQcbKgMDDQV31wMDCQUDAwMDCQUDAw0GCQMNBxfb3R0FCX0J2Rfb3REABwMBBREABw8GFwMFBR1PGQYZAwEDawMDBw0DAQUHBxUDBQVtbxsUBwNxCQMVMQMDAwUDAwMDAwUDAw0GAwMNBxdzdSMGGQMVA3cDAwkFAwMDAwkFAwMDAwkFAwMNBgkDKwkVe31/JQYJAxUDgSUGCQMrA3kdBQleAguFFXt9fxEABwMBBREABxUAARMRAbEHAxcTEQEBAQEBAQcBBwEJAQkBEQELBgMDAwMFBwYDAwEFCREDAwENAwEVBAEFEwETEQGzBwMXExEBAQEBAQEHAQcBCQEJAREBCwYDAwMDBQcGAwMBBQkRAwMBDQMBFQQBBRMDExEBtQcDFxMRAQEBAQEBBwEHAQkBCQERAQsGAwMDAwUHBgMDAQUHEQMDAQ0DARUEAQcTAQMGAwEFAQBiFd0THR0lMRsxGxUJVS0XGSUVRSMNCREVDRcJCxUNDQkLDVUtEQkLDQkNCQkLHQkLDQcNCQkRHR0dIyEjKS0lESkLCwkLGRkZCR0lEx0VDRcXIRcZGRkbExclGxUXIw8ZFxkVFRcZIyMZFx8PDQkdEWJ1aWx0aW4Ac3RhYmxlX21vc2FpYwB0cHUAYXJpdGgAbW9kdWxlAGFyaXRoLmNvbnN0YW50AGFyaXRoLmNtcGkAbWVtcmVmLmxvYWQAdmVjdG9yLmJyb2FkY2FzdABhcml0aC5pbmRleF9jYXN0AHZlY3Rvci5sb2FkAGFyaXRoLmFuZGkAc2NmLnlpZWxkAGZ1bmMuZnVuYwBmdW5jLnJldHVybgBhcml0aC5hZGRpAGFyaXRoLmV4dHVpAHNjZi5pZgB0cHUudmVjdG9yX3N0b3JlAGFyaXRoLnN1YmkAYXJpdGgub3JpAGFyaXRoLnRydW5jZgB2ZWN0b3Iuc2hhcGVfY2FzdABhcml0aC5tdWxpAHRwdS5pb3RhAGFyaXRoLnNlbGVjdAB0cHUuYml0Y2FzdABhcml0aC5tYXhzaQBhcml0aC5taW5zaQBhcml0aC5zaGxpAHRwdS5jb25jYXRlbmF0ZQB0cHUubWF0bXVsAGFyaXRoLmFkZGYAdmFsdWUAcHJlZGljYXRlAGZ1bmN0aW9uX3R5cGUAc3ltX25hbWUAdHJhbnNmb3JtX2luZGljZXMAd2luZG93X2JvdW5kcwBhZGQAdHJhbnNmb3JtXzAAdHJhbnNmb3JtXzEAdHJhbnNmb3JtXzIAZ2V0OgBlcToAYWRkOgBhbmQ6AG9wZXJhbmRTZWdtZW50U2l6ZXMAc3RyaWRlcwBicm9hZGNhc3RfaW5fZGltOgBzdGFibGVfbW9zYWljLnZlcnNpb24AZGltZW5zaW9uX3NlbWFudGljcwBpdGVyYXRpb25fYm91bmRzAHNjYWxhcl9wcmVmZXRjaABzY3JhdGNoX29wZXJhbmRzAG5hbXRyYWluX3RnbW0AdHB1LmNvcmVfdHlwZQB3aW5kb3dfcGFyYW1zAGdldC9nZXQAZ2V0AGx0OgBsdC9sdABlcQBlcS9lcQBzdWI6AHN1YgBvdmVyZmxvd0ZsYWdzAG1heDoAbWF4AG5lOgBuZS9uZQBvcjoAb3Ivb3IAbWluOgBtaW4AYW5kL2FuZABjb252ZXJ0X2VsZW1lbnRfdHlwZToAY29udmVydF9lbGVtZW50X3R5cGUvY29udmVydF9lbGVtZW50X3R5cGUAY29uZDoAY29uZABndDoAZ3QvZ3QAc3dhcDoAc3dhcC9zd2FwAG11bDoAbXVsAGRpbWVuc2lvbnMAaW90YToAaW90YS9pb3RhAGFkZC9hZGQAZ2U6AGdlL2dlAGJyb2FkY2FzdF9pbl9kaW0AYnJvYWRjYXN0X2luX2RpbS9icm9hZGNhc3RfaW5fZGltAHNlbGVjdF9uOgBzZWxlY3Rfbi9zZWxlY3RfbgBzaGlmdF9sZWZ0OgBzaGlmdF9sZWZ0AGJpdGNhc3RfY29udmVydF90eXBlOgBiaXRjYXN0X2NvbnZlcnRfdHlwZS9iaXRjYXN0X2NvbnZlcnRfdHlwZQBhbmQAZGltZW5zaW9uAGNvbmNhdGVuYXRlOgBjb25jYXRlbmF0ZS9jb25jYXRlbmF0ZQBkb3RfZ2VuZXJhbDoAZG90X2dlbmVyYWwvZG90X2dlbmVyYWwAZGltZW5zaW9uX251bWJlcnMAdHJhbnNwb3NlX2xocwB0cmFuc3Bvc2VfcmhzAGZhc3RtYXRoAA==\22, \22cost_estimate\22: {\0A\22bytes_accessed\22:736886784,\0A\22flops\22:218640678912,\0A\22remote_bytes_transferred\22:0,\0A\22transcendentals\22:0\0A}, \22serialization_format\22: 1, \22needs_layout_passes\22: true}}", kernel_name = "namtrain_tgmm", mhlo.frontend_attributes = {kernel_metadata = "{}"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 1, 0]> : tensor<3xindex>]} : (tensor<543xi32>, tensor<543xi32>, tensor<33xi32>, tensor<33xi32>, tensor<1xi32>, tensor<262144x512xbf16>, tensor<262144x384xui32>) -> tensor<32x512x768xbf16>
  return %76, %147, %1#1 : tensor<262144x512xbf16>, tensor<32x512x768xbf16>, tensor<65536x4xf32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_0(%arg0) : (tensor<32xi32>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_0(%arg0: tensor<32xi32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[31, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 32>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
  return %1 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %c_0 = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.convert %arg1 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
  %3 = stablehlo.sign %arg0 : tensor<32xi32>
  %4 = stablehlo.sign %0 : tensor<i32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
  %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
  %11 = stablehlo.and %6, %10 : tensor<32xi1>
  %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
  %14 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
  return %14 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
  return %0 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_1(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<i32>) -> tensor<32xi32> {
  %0 = stablehlo.convert %arg2 : tensor<i32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
  %2 = stablehlo.select %arg0, %arg1, %1 : tensor<32xi1>, tensor<32xi32>
  return %2 : tensor<32xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__floor_divide_2(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
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
  %9 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_3(%7, %8, %1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %9 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad___where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_4(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %0 = call @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_5(%arg0) : (tensor<33xi32>) -> tensor<33xi32>
  return %0 : tensor<33xi32>
}
func.func private @namtrain_gmm_nam12_mb16_routed_down_combine_grad__cumsum_5(%arg0: tensor<33xi32>) -> tensor<33xi32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
  %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[32, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 33>}> ({
  ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
    %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
    stablehlo.return %2 : tensor<i32>
  }) : (tensor<33xi32>, tensor<i32>) -> tensor<33xi32>
  return %1 : tensor<33xi32>
}
