import jax.numpy as jnp
import numpy as np

from seisinv.forward import ConvolutionalModel
from seisinv.inversion import ImpedanceInversion
from seisinv.wavelets import ricker


def blocky_log(num_samples=200):
    log_imp = np.full(num_samples, np.log(4.0e6))
    log_imp[60:110] = np.log(6.5e6)
    log_imp[140:] = np.log(5.0e6)
    return log_imp


def main(num_iterations=50):
    wavelet = ricker(peak_frequency=30.0, dt=0.002)
    true_log = blocky_log()
    observed = np.convolve(np.diff(np.exp(true_log)) / (np.exp(true_log[1:]) + np.exp(true_log[:-1])), wavelet, "same")
    inversion = ImpedanceInversion(ConvolutionalModel(jnp.asarray(wavelet)), jnp.asarray(observed), smoothing=0.01)
    start = jnp.full(true_log.shape, float(np.mean(true_log)))
    return inversion.run(start, learning_rate=0.5, num_iterations=num_iterations)


if __name__ == "__main__":
    estimate, misfits = main()
    print(misfits[0], misfits[-1])
