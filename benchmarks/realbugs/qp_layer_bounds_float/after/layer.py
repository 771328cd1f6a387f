import jax.numpy as jnp

from qp import solve_qp


class BoxQPLayer:
    def __init__(self, Q, G, h, lb, ub):
        self.Q = jnp.asarray(Q)
        self.G = jnp.asarray(G)
        self.h = jnp.asarray(h)
        self.lb = jnp.asarray(lb)
        self.ub = jnp.asarray(ub)

    def __call__(self, c):
        return solve_qp(self.Q, c, self.G, self.h, self.lb, self.ub)
