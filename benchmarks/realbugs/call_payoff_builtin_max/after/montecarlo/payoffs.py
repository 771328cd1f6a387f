import jax.numpy as jnp


class EuropeanCall:
    def __init__(self, strike, maturity):
        self.strike = strike
        self.maturity = maturity

    def __call__(self, terminal):
        return jnp.maximum(terminal - self.strike, 0.0)
