import jax
import jax.numpy as jnp


class VMCDriver:
    """Estimates the energy of a variational state on given samples and descends its gradient."""

    def __init__(self, hamiltonian, model, learning_rate=0.05):
        self.hamiltonian = hamiltonian
        self.model = model
        self.learning_rate = learning_rate
        self._energy_and_grad = jax.jit(jax.value_and_grad(self._energy))

    def _local_energies(self, params, samples):
        flips, mels = self.hamiltonian.get_conn_padded(samples)
        log_ratio = self.model.apply(params, flips) - self.model.apply(params, samples)[..., None]
        return jnp.sum(mels * jnp.exp(log_ratio), axis=-1)

    def _energy(self, params, samples):
        e_loc = jax.lax.stop_gradient(self._local_energies(params, samples))
        log_psi = self.model.apply(params, samples)
        centered = e_loc - jnp.mean(e_loc)
        return jnp.mean(e_loc) + 2.0 * jnp.mean(centered * (log_psi - jax.lax.stop_gradient(log_psi)))

    def step(self, params, samples):
        energy, grads = self._energy_and_grad(params, samples)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, energy
