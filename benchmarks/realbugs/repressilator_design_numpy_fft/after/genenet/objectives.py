import jax.numpy as jnp
import numpy as np


class FrequencyObjective:
    """Rewards oscillation power at a target frequency, as a share of the total (DC removed)."""

    def __init__(self, dt, num_steps, target_frequency, burn_in=512):
        self.burn_in = burn_in
        self.freqs = np.fft.rfftfreq(num_steps - burn_in, d=dt)
        self.target_bin = int(np.argmin(np.abs(self.freqs - target_frequency)))

    def spectrum(self, trace):
        signal = trace[self.burn_in:] - jnp.mean(trace[self.burn_in:])
        return jnp.abs(jnp.fft.rfft(signal)) ** 2

    def __call__(self, trace):
        power = self.spectrum(trace)
        window = power[self.target_bin - 1:self.target_bin + 2].sum()
        return -window / (power.sum() + 1e-9)
