import jax.numpy as jnp

from maxent import PairwiseModel, sample

model = PairwiseModel(num_units=4)


def firing_rates(bias, n_samps=8):
    factors = jnp.concatenate([jnp.full(model.num_units, bias), jnp.zeros(model.pairs.shape[0])])
    return sample(model, factors, n_samps).mean(axis=0)
