import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


class ContinuousReviewPolicy:
    """(s, Q) policy: order Q whenever the inventory position falls to s = mean_L + z * std_L."""

    def __init__(self, stats, holding_cost=0.5, ordering_cost=80.0, shortage_cost=12.0):
        self.stats = stats
        self.holding_cost = holding_cost
        self.ordering_cost = ordering_cost
        self.shortage_cost = shortage_cost

    def decode(self, params):
        return jnp.exp(params["log_q"]), jax.nn.sigmoid(params["logit_service"])

    def annual_cost(self, params):
        order_qty, service_level = self.decode(params)
        z = norm.ppf(service_level)
        sigma_l = self.stats.lead_time_std
        safety_stock = z * sigma_l
        expected_short = sigma_l * (norm.pdf(z) - z * (1.0 - norm.cdf(z)))
        annual_demand = 365.0 * self.stats.daily_mean
        orders_per_year = annual_demand / order_qty
        return (self.holding_cost * (order_qty / 2.0 + safety_stock)
                + self.ordering_cost * orders_per_year
                + self.shortage_cost * expected_short * orders_per_year)
