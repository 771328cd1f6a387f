import jax
import jax.numpy as jnp

from mcvalue.paths import terminal_spots


def _mc_price(option, spot, model, config, key):
    s_t = terminal_spots(model, spot, option.expiry, config, key)
    return jnp.exp(-model.rate * option.expiry) * option.payoff(s_t).mean()


mc_price = jax.jit(_mc_price)
