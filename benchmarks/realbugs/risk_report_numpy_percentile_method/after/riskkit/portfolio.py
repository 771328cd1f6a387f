import jax
import jax.numpy as jnp

from riskkit.metrics import TailMetrics


@jax.jit
def evaluate(weights, scenario_returns):
    pnl = scenario_returns @ weights
    metrics = TailMetrics()
    return {"var": metrics.value_at_risk(pnl), "es": metrics.expected_shortfall(pnl), "mean": jnp.mean(pnl)}
