import jax

from factored import FactoredSecondMoment


@jax.jit
def init_state(hyperparams, params):
    moment = FactoredSecondMoment(hyperparams["min_dim_size_to_factor"], hyperparams["decay"])
    return jax.tree_util.tree_map(moment.init, params)
