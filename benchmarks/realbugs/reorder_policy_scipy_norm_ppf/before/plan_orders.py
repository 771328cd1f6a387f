import jax.numpy as jnp
import numpy as np

from replenish.demand import from_history
from replenish.optimize import PolicyOptimizer
from replenish.policy import ContinuousReviewPolicy


def main(seed=7):
    rng = np.random.default_rng(seed)
    stats = from_history(rng.normal(40.0, 9.0, size=180).clip(0), lead_time_days=6)
    policy = ContinuousReviewPolicy(stats)
    params = {"log_q": jnp.log(200.0), "logit_service": jnp.array(1.0)}
    params, history = PolicyOptimizer(policy).run(params)
    order_qty, service = policy.decode(params)
    print(f"Q = {float(order_qty):.0f} units, cycle service level {float(service):.3f}, "
          f"annual cost {history[-1]:.0f} (from {history[0]:.0f})")
    return float(order_qty), float(service), history


if __name__ == "__main__":
    main()
