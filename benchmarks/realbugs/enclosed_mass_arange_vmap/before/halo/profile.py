"""A halo sampled in concentric shells: the mass enclosed by the first k shells, for many k at once."""
import jax
import jax.numpy as jnp


class ShellProfile:
    def __init__(self, radii):
        self.radii = jnp.asarray(radii)

    def shell_masses(self, log_density):
        volumes = 4.0 / 3.0 * jnp.pi * jnp.diff(jnp.concatenate([jnp.zeros(1), self.radii]) ** 3)
        return jnp.exp(log_density) * volumes

    def enclosed_mass(self, masses, num_shells):
        inner = jnp.arange(num_shells)  # expect: JXL106
        return jnp.sum(masses[inner], axis=0)

    def enclosed_masses(self, log_density, shell_counts):
        masses = self.shell_masses(log_density)
        return jax.vmap(lambda k: self.enclosed_mass(masses, k))(shell_counts)
