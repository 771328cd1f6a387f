import jax.numpy as jnp


def consecutive_reactions(rates):
    """A -> B -> C with first-order rate constants k1, k2."""
    k1, k2 = rates

    def rhs(t, y):
        a, b, _ = y
        return jnp.array([-k1 * a, k1 * a - k2 * b, k2 * b])

    return rhs
