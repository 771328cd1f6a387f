from jax.scipy.signal import fftconvolve


def convolve_same(image, kernel):
    """2D convolution cropped to the image size."""
    return fftconvolve(image, kernel, mode="same")
