//! The argument structs of the C API and how we size them for the plugin at hand.
//!
//! Every PJRT call takes one `*_Args` struct whose first field, `struct_size`, tells the plugin
//! which version of the struct the caller was built with. A plugin newer than our header may
//! require a larger struct than we know (new trailing fields). We therefore always pass our
//! struct followed by zeroed padding (zero is the C API's "unset" for every field), and claim
//! the larger size such a plugin asks for.

use pjrt_sys::*;

/// Bytes of zeroed space after every argument struct, for trailing fields of newer plugins.
pub(crate) const PADDING: usize = 256;

/// A C API argument struct.
///
/// # Safety
/// Implementors must be `#[repr(C)]` structs whose first field is `size_t struct_size`, and
/// for which the all-zero bit pattern is a valid value (null pointers, zero integers, `None`
/// function pointers, enum value 0).
pub(crate) unsafe trait Args: Copy {
    /// The C function this struct is the argument of, for messages.
    const CALL: &'static str;
    /// `*_STRUCT_SIZE` from our header.
    const STRUCT_SIZE: usize;
}

/// An argument struct followed by zeroed padding.
#[repr(C)]
pub(crate) struct Padded<A: Args> {
    pub(crate) args: A,
    _padding: [u8; PADDING],
}

impl<A: Args> Padded<A> {
    /// A zeroed struct with `struct_size` set to `size`.
    pub(crate) fn zeroed(size: usize) -> Box<Self> {
        // SAFETY: `Args` guarantees all-zero is a valid `A`; the padding is bytes.
        let mut p: Box<Self> = Box::new(unsafe { std::mem::zeroed() });
        p.set_struct_size(size);
        p
    }

    pub(crate) fn set_struct_size(&mut self, size: usize) {
        debug_assert!(size <= std::mem::size_of::<A>() + PADDING);
        // SAFETY: `Args` guarantees the first field is a `size_t` at offset 0.
        unsafe { *(&mut self.args as *mut A as *mut usize) = size };
    }
}

macro_rules! args_structs {
    ($($ty:ident = $size:ident;)*) => {$(
        // SAFETY: bindgen output of a C API `*_Args` struct: repr(C), `struct_size` first,
        // only pointers, integers, bools, Option<fn> and C enums as fields.
        unsafe impl Args for $ty {
            const CALL: &'static str = {
                let s = stringify!($ty);
                // Strip the `_Args` suffix: the function's name.
                match s.as_bytes().split_at(s.len() - 5) {
                    (head, _) => match std::str::from_utf8(head) {
                        Ok(h) => h,
                        Err(_) => s,
                    },
                }
            };
            const STRUCT_SIZE: usize = $size as usize;
        }
    )*};
}

args_structs! {
    PJRT_Error_Destroy_Args = PJRT_Error_Destroy_Args_STRUCT_SIZE;
    PJRT_Error_Message_Args = PJRT_Error_Message_Args_STRUCT_SIZE;
    PJRT_Error_GetCode_Args = PJRT_Error_GetCode_Args_STRUCT_SIZE;
    PJRT_Plugin_Initialize_Args = PJRT_Plugin_Initialize_Args_STRUCT_SIZE;
    PJRT_Plugin_Attributes_Args = PJRT_Plugin_Attributes_Args_STRUCT_SIZE;
    PJRT_Event_Destroy_Args = PJRT_Event_Destroy_Args_STRUCT_SIZE;
    PJRT_Event_Await_Args = PJRT_Event_Await_Args_STRUCT_SIZE;
    PJRT_Client_Create_Args = PJRT_Client_Create_Args_STRUCT_SIZE;
    PJRT_Client_Destroy_Args = PJRT_Client_Destroy_Args_STRUCT_SIZE;
    PJRT_Client_PlatformName_Args = PJRT_Client_PlatformName_Args_STRUCT_SIZE;
    PJRT_Client_ProcessIndex_Args = PJRT_Client_ProcessIndex_Args_STRUCT_SIZE;
    PJRT_Client_PlatformVersion_Args = PJRT_Client_PlatformVersion_Args_STRUCT_SIZE;
    PJRT_Client_Devices_Args = PJRT_Client_Devices_Args_STRUCT_SIZE;
    PJRT_Client_AddressableDevices_Args = PJRT_Client_AddressableDevices_Args_STRUCT_SIZE;
    PJRT_Client_Compile_Args = PJRT_Client_Compile_Args_STRUCT_SIZE;
    PJRT_Client_BufferFromHostBuffer_Args = PJRT_Client_BufferFromHostBuffer_Args_STRUCT_SIZE;
    PJRT_DeviceDescription_Id_Args = PJRT_DeviceDescription_Id_Args_STRUCT_SIZE;
    PJRT_DeviceDescription_ProcessIndex_Args = PJRT_DeviceDescription_ProcessIndex_Args_STRUCT_SIZE;
    PJRT_DeviceDescription_Attributes_Args = PJRT_DeviceDescription_Attributes_Args_STRUCT_SIZE;
    PJRT_DeviceDescription_Kind_Args = PJRT_DeviceDescription_Kind_Args_STRUCT_SIZE;
    PJRT_DeviceDescription_DebugString_Args = PJRT_DeviceDescription_DebugString_Args_STRUCT_SIZE;
    PJRT_DeviceDescription_ToString_Args = PJRT_DeviceDescription_ToString_Args_STRUCT_SIZE;
    PJRT_Device_GetDescription_Args = PJRT_Device_GetDescription_Args_STRUCT_SIZE;
    PJRT_Device_IsAddressable_Args = PJRT_Device_IsAddressable_Args_STRUCT_SIZE;
    PJRT_Device_LocalHardwareId_Args = PJRT_Device_LocalHardwareId_Args_STRUCT_SIZE;
    PJRT_Device_MemoryStats_Args = PJRT_Device_MemoryStats_Args_STRUCT_SIZE;
    PJRT_Executable_Destroy_Args = PJRT_Executable_Destroy_Args_STRUCT_SIZE;
    PJRT_LoadedExecutable_Destroy_Args = PJRT_LoadedExecutable_Destroy_Args_STRUCT_SIZE;
    PJRT_LoadedExecutable_GetExecutable_Args = PJRT_LoadedExecutable_GetExecutable_Args_STRUCT_SIZE;
    PJRT_Executable_Name_Args = PJRT_Executable_Name_Args_STRUCT_SIZE;
    PJRT_Executable_NumReplicas_Args = PJRT_Executable_NumReplicas_Args_STRUCT_SIZE;
    PJRT_Executable_NumPartitions_Args = PJRT_Executable_NumPartitions_Args_STRUCT_SIZE;
    PJRT_LoadedExecutable_AddressableDevices_Args = PJRT_LoadedExecutable_AddressableDevices_Args_STRUCT_SIZE;
    PJRT_Executable_OptimizedProgram_Args = PJRT_Executable_OptimizedProgram_Args_STRUCT_SIZE;
    PJRT_LoadedExecutable_Execute_Args = PJRT_LoadedExecutable_Execute_Args_STRUCT_SIZE;
    PJRT_Executable_NumOutputs_Args = PJRT_Executable_NumOutputs_Args_STRUCT_SIZE;
    PJRT_Executable_Fingerprint_Args = PJRT_Executable_Fingerprint_Args_STRUCT_SIZE;
    PJRT_Executable_GetCompiledMemoryStats_Args = PJRT_Executable_GetCompiledMemoryStats_Args_STRUCT_SIZE;
    PJRT_Executable_OutputElementTypes_Args = PJRT_Executable_OutputElementTypes_Args_STRUCT_SIZE;
    PJRT_Executable_OutputDimensions_Args = PJRT_Executable_OutputDimensions_Args_STRUCT_SIZE;
    PJRT_Executable_Serialize_Args = PJRT_Executable_Serialize_Args_STRUCT_SIZE;
    PJRT_Executable_DeserializeAndLoad_Args = PJRT_Executable_DeserializeAndLoad_Args_STRUCT_SIZE;
    PJRT_Buffer_Destroy_Args = PJRT_Buffer_Destroy_Args_STRUCT_SIZE;
    PJRT_Buffer_ElementType_Args = PJRT_Buffer_ElementType_Args_STRUCT_SIZE;
    PJRT_Buffer_Dimensions_Args = PJRT_Buffer_Dimensions_Args_STRUCT_SIZE;
    PJRT_Buffer_ToHostBuffer_Args = PJRT_Buffer_ToHostBuffer_Args_STRUCT_SIZE;
    PJRT_Buffer_OnDeviceSizeInBytes_Args = PJRT_Buffer_OnDeviceSizeInBytes_Args_STRUCT_SIZE;
    PJRT_Buffer_IsDeleted_Args = PJRT_Buffer_IsDeleted_Args_STRUCT_SIZE;
    PJRT_Buffer_ReadyEvent_Args = PJRT_Buffer_ReadyEvent_Args_STRUCT_SIZE;
    PJRT_Executable_GetCostAnalysis_Args = PJRT_Executable_GetCostAnalysis_Args_STRUCT_SIZE;
    PJRT_Buffer_Device_Args = PJRT_Buffer_Device_Args_STRUCT_SIZE;
    PJRT_TopologyDescription_Create_Args = PJRT_TopologyDescription_Create_Args_STRUCT_SIZE;
    PJRT_TopologyDescription_Destroy_Args = PJRT_TopologyDescription_Destroy_Args_STRUCT_SIZE;
    PJRT_TopologyDescription_PlatformVersion_Args = PJRT_TopologyDescription_PlatformVersion_Args_STRUCT_SIZE;
    PJRT_TopologyDescription_PlatformName_Args = PJRT_TopologyDescription_PlatformName_Args_STRUCT_SIZE;
    PJRT_TopologyDescription_GetDeviceDescriptions_Args = PJRT_TopologyDescription_GetDeviceDescriptions_Args_STRUCT_SIZE;
    PJRT_TopologyDescription_Serialize_Args = PJRT_TopologyDescription_Serialize_Args_STRUCT_SIZE;
    PJRT_Compile_Args = PJRT_Compile_Args_STRUCT_SIZE;
}
