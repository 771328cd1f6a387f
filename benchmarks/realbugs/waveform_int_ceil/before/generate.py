import jax

from waveform import Waveform

model = Waveform(delta_t=1.0 / 256)


@jax.jit
def generate(amplitude, frequency, duration):
    return model.strain(amplitude, frequency, duration)
