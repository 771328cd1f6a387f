import jax
import jax.numpy as jnp
from jax import lax


def conv_output_size(size, kernel, stride, padding):
    return jnp.floor((size - kernel + 2 * padding) / stride).astype(jnp.int32) + 1


class SpikingConv:
    """Convolutional synapses feeding leaky integrate-and-fire neurons."""

    def __init__(self, in_channels, out_channels, kernel, stride, padding, decay, threshold):
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel = kernel
        self.stride = stride
        self.padding = padding
        self.decay = decay
        self.threshold = threshold

    def init(self, key):
        shape = (self.kernel, self.kernel, self.in_channels, self.out_channels)
        return {"w": jax.random.normal(key, shape) / self.kernel}

    def initial_state(self, frame):
        out_h = conv_output_size(frame.shape[1], self.kernel, self.stride, self.padding)
        out_w = conv_output_size(frame.shape[2], self.kernel, self.stride, self.padding)
        return jnp.zeros((frame.shape[0], out_h, out_w, self.out_channels))  # expect: JXL106

    def step(self, params, membrane, frame):
        pad = [(self.padding, self.padding), (self.padding, self.padding)]
        current = lax.conv_general_dilated(frame, params["w"], (self.stride, self.stride), pad,
                                           dimension_numbers=("NHWC", "HWIO", "NHWC"))
        membrane = self.decay * membrane + current
        spikes = (membrane > self.threshold).astype(membrane.dtype)
        membrane = membrane - spikes * self.threshold
        return membrane, spikes
