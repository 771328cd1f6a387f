import jax

from waveform import Waveform

model = Waveform(delta_t=1.0 / 256, duration=4.0)


@jax.jit
def generate(amplitude, frequency):
    return model.strain(amplitude, frequency)
