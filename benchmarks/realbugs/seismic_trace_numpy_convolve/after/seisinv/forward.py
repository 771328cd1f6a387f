import jax.numpy as jnp


class ConvolutionalModel:
    """Normal-incidence synthetic trace: reflectivity of an impedance log convolved with a wavelet."""

    def __init__(self, wavelet):
        self.wavelet = wavelet

    @staticmethod
    def reflectivity(log_impedance):
        impedance = jnp.exp(log_impedance)
        return (impedance[1:] - impedance[:-1]) / (impedance[1:] + impedance[:-1])

    def __call__(self, log_impedance):
        return jnp.convolve(self.reflectivity(log_impedance), self.wavelet, mode="same")
