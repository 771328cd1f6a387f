import jax
import jax.numpy as jnp

Q = jnp.log(10.0) / 400.0


def g(rd):
    return 1.0 / jnp.sqrt(1.0 + 3.0 * Q ** 2 * rd ** 2 / jnp.pi ** 2)


@jax.jit
def update_period(rating, rd, opp_ratings, opp_rds, scores, played):
    weights = played.astype(scores.dtype)
    g_opp = g(opp_rds)
    expected = 1.0 / (1.0 + 10.0 ** (-g_opp * (rating - opp_ratings) / 400.0))
    d2_inv = Q ** 2 * jnp.sum(weights * g_opp ** 2 * expected * (1.0 - expected))
    denom = 1.0 / rd ** 2 + d2_inv
    new_rating = rating + Q / denom * jnp.sum(weights * g_opp * (scores - expected))
    return new_rating, jnp.sqrt(1.0 / denom)
