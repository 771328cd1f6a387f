from dataclasses import dataclass

import jax.numpy as jnp


@dataclass(frozen=True)
class TailMetrics:
    level: float = 0.95

    def value_at_risk(self, pnl):
        return -jnp.percentile(pnl, 100 * (1 - self.level))

    def expected_shortfall(self, pnl):
        var = self.value_at_risk(pnl)
        tail = pnl <= -var
        return -jnp.sum(pnl * tail) / jnp.maximum(jnp.sum(tail), 1)
