import jax
import jax.numpy as jnp


class SirenCatalogue:
    """Dark sirens: measured luminosity distances (Mpc) and the photometric redshifts of their hosts."""

    def __init__(self, distances, sigma_distance, photo_z, sigma_z):
        self.distances = jnp.asarray(distances)
        self.sigma_distance = jnp.asarray(sigma_distance)
        self.photo_z = jnp.asarray(photo_z)
        self.sigma_z = sigma_z

    def neg_log_posterior(self, redshifts, cosmology):
        model = cosmology.luminosity_distance(redshifts)
        distance_term = ((self.distances - model) / self.sigma_distance) ** 2
        host_term = ((redshifts - self.photo_z) / self.sigma_z) ** 2
        return 0.5 * jnp.sum(distance_term + host_term)


class MAPFitter:
    def __init__(self, catalogue, cosmology, learning_rate=2e-6, steps=200):
        self.catalogue = catalogue
        self.cosmology = cosmology
        self.learning_rate = learning_rate
        self.steps = steps
        self._value_and_grad = jax.jit(jax.value_and_grad(self.objective))

    def objective(self, redshifts):
        return self.catalogue.neg_log_posterior(redshifts, self.cosmology)

    def run(self, redshifts):
        losses = []
        for _ in range(self.steps):
            loss, grad = self._value_and_grad(redshifts)
            losses.append(float(loss))
            redshifts = redshifts - self.learning_rate * grad
        return redshifts, losses
