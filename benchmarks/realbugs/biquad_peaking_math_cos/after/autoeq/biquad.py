import jax.numpy as jnp


class PeakingEQ:
    """RBJ Audio EQ Cookbook peaking filter: boost or cut of gain_db around freq, bandwidth set by q."""

    def __init__(self, sample_rate=44100.0):
        self.sample_rate = sample_rate

    def coefficients(self, freq, q, gain_db):
        amplitude = 10.0 ** (gain_db / 40.0)
        w0 = 2.0 * jnp.pi * freq / self.sample_rate
        cos_w0 = jnp.cos(w0)
        alpha = jnp.sin(w0) / (2.0 * q)
        b = jnp.stack([1.0 + alpha * amplitude, -2.0 * cos_w0, 1.0 - alpha * amplitude])
        a = jnp.stack([1.0 + alpha / amplitude, -2.0 * cos_w0, 1.0 - alpha / amplitude])
        return b / a[0], a / a[0]

    def response_db(self, params, freqs):
        """Magnitude response in dB at the given frequencies (Hz)."""
        b, a = self.coefficients(jnp.exp(params["log_freq"]), jnp.exp(params["log_q"]), params["gain_db"])
        z_inv = jnp.exp(-1j * 2.0 * jnp.pi * freqs / self.sample_rate)
        numerator = b[0] + b[1] * z_inv + b[2] * z_inv**2
        denominator = a[0] + a[1] * z_inv + a[2] * z_inv**2
        return 20.0 * jnp.log10(jnp.abs(numerator / denominator))
