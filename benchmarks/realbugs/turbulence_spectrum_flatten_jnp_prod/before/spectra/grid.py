import jax.numpy as jnp


class SpectralGrid:
    """Wavenumbers of an n^3 periodic box of side 2 pi."""

    def __init__(self, n):
        self.n = n
        k = jnp.fft.fftfreq(n, d=1.0 / n)
        kx, ky, kz = jnp.meshgrid(k, k, k, indexing="ij")
        self.k_magnitude = jnp.sqrt(kx ** 2 + ky ** 2 + kz ** 2)

    def flatten(self, field):
        return field.reshape(jnp.array(field.shape).prod())  # expect: JXL106

    def shell_index(self):
        return jnp.rint(self.flatten(self.k_magnitude)).astype(jnp.int32)
