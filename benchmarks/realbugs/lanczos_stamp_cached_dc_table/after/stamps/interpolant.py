import jax.numpy as jnp


class Lanczos:
    """Lanczos-n interpolation kernel with optional DC-conserving renormalisation."""

    def __init__(self, order, conserve_dc):
        self.order = order
        self.conserve_dc = conserve_dc
        # Built eagerly, outside any trace, so every jitted caller sees concrete values.
        offsets = jnp.linspace(0.0, 1.0, 65)
        taps = jnp.arange(-order, order + 1)
        self._dc_table = 1.0 / jnp.sum(self._raw(offsets[:, None] + taps[None, :]), axis=1)

    def _raw(self, x):
        return jnp.where(jnp.abs(x) < self.order, jnp.sinc(x) * jnp.sinc(x / self.order), 0.0)

    def _dc_correction(self, frac):
        return jnp.interp(frac, jnp.linspace(0.0, 1.0, 65), self._dc_table)

    def weights(self, frac):
        taps = jnp.arange(-self.order, self.order + 1)
        w = self._raw(frac + taps)
        if self.conserve_dc:
            w = w * self._dc_correction(frac)
        return w
