import equinox as eqx
import jax
import jax.numpy as jnp


class IsingChain(eqx.Module):
    spins: jax.Array
    coupling: float = eqx.field(static=True, default=1.0)

    def energy(self):
        return -self.coupling * jnp.sum(self.spins * jnp.roll(self.spins, 1))


@eqx.filter_jit
def anneal_step(chain, key, temperature, step):
    site = jax.random.randint(jax.random.fold_in(key, step), (), 0, chain.spins.shape[0])
    flipped = eqx.tree_at(lambda c: c.spins, chain, chain.spins.at[site].multiply(-1.0))
    delta = flipped.energy() - chain.energy()
    accept = jax.random.uniform(key) < jnp.exp(-delta / temperature)
    return jax.tree_util.tree_map(lambda a, b: jnp.where(accept, a, b), flipped, chain)
