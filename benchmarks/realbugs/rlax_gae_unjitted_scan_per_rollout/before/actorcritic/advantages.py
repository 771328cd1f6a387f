import jax
import jax.numpy as jnp


def truncated_gae(r_t, discount_t, lambda_, values):
    """GAE of one trajectory, as rlax computes it: `values` holds V(s_0..s_T), one more than the rewards."""
    delta_t = r_t + discount_t * values[1:] - values[:-1]

    def _body(acc, xs):
        deltas, discounts = xs
        acc = deltas + discounts * lambda_ * acc
        return acc, acc

    _, advantage_t = jax.lax.scan(_body, jnp.zeros(()), (delta_t, discount_t), reverse=True)  # expect: JXL504
    return advantage_t


def lambda_returns(r_t, discount_t, lambda_, values):
    return truncated_gae(r_t, discount_t, lambda_, values) + values[:-1]
