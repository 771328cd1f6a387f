import jax
import jax.numpy as jnp


class StampRenderer:
    """Draws postage stamps of a pixel image at sub-pixel centres with a separable interpolant."""

    def __init__(self, image, interpolant):
        self.image = jnp.asarray(image)
        self.interpolant = interpolant
        self.render = jax.jit(self._render, static_argnums=1)

    def _render(self, centre, size):
        order = self.interpolant.order
        base = jnp.floor(centre).astype(jnp.int32)
        frac = centre - base
        wy = self.interpolant.weights(frac[0])
        wx = self.interpolant.weights(frac[1])
        padded = jnp.pad(self.image, order + size)

        def row(i, stamp):
            for j in range(size):
                start = base + jnp.array([i, j]) + size - size // 2
                patch = jax.lax.dynamic_slice(padded, start, (2 * order + 1, 2 * order + 1))
                stamp = stamp.at[i, j].set(wy @ patch @ wx)
            return stamp

        stamp = jax.lax.fori_loop(0, size, row, jnp.zeros((size, size)))
        self.interpolant.record_flux(stamp)
        return stamp
