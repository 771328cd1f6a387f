import jax
import jax.numpy as jnp


def tree_all_finite(tree):
    return all(jnp.isfinite(leaf).all() for leaf in jax.tree_util.tree_leaves(tree))  # expect: JXL103


class AdamW:
    def __init__(self, learning_rate=3e-3, b1=0.9, b2=0.95, eps=1e-8, weight_decay=0.01):
        self.learning_rate, self.b1, self.b2, self.eps, self.weight_decay = learning_rate, b1, b2, eps, weight_decay

    def init(self, params):
        zeros = jax.tree_util.tree_map(jnp.zeros_like, params)
        return {"mu": zeros, "nu": zeros, "count": jnp.zeros((), jnp.int32)}

    def update(self, grads, state, params):
        count = state["count"] + 1
        mu = jax.tree_util.tree_map(lambda m, g: self.b1 * m + (1 - self.b1) * g, state["mu"], grads)
        nu = jax.tree_util.tree_map(lambda v, g: self.b2 * v + (1 - self.b2) * g * g, state["nu"], grads)
        c1, c2 = 1 - self.b1 ** count, 1 - self.b2 ** count

        def step(p, m, v):
            return p - self.learning_rate * ((m / c1) / (jnp.sqrt(v / c2) + self.eps) + self.weight_decay * p)

        return jax.tree_util.tree_map(step, params, mu, nu), {"mu": mu, "nu": nu, "count": count}


class SkipNonFinite:
    """Drops a whole update (parameters and moments) when any gradient is inf or nan, as loss-spike guards do."""

    def __init__(self, inner):
        self.inner = inner

    def init(self, params):
        return self.inner.init(params)

    def update(self, grads, state, params):
        new_params, new_state = self.inner.update(grads, state, params)
        finite = tree_all_finite(grads)

        def keep(new, old):
            return jnp.where(finite, new, old)

        return jax.tree_util.tree_map(keep, new_params, params), jax.tree_util.tree_map(keep, new_state, state)
