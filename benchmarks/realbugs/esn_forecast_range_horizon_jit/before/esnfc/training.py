import equinox as eqx
import jax.numpy as jnp


def train_readout(esn, inputs, targets, washout=100, ridge=1e-4):
    """Fits the linear readout by ridge regression on the teacher-forced reservoir states."""
    r_last, states = esn.teacher_force(jnp.zeros(esn.w_res.shape[0]), inputs)
    states, targets = states[washout:], targets[washout:]
    gram = states.T @ states + ridge * jnp.eye(states.shape[1])
    w_out = jnp.linalg.solve(gram, states.T @ targets).T
    return eqx.tree_at(lambda m: m.w_out, esn, w_out), r_last
