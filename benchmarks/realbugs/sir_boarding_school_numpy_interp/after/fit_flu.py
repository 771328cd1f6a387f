import jax
import jax.numpy as jnp

from fluschool import data
from fluschool.objective import SIRObjective


def fit(objective, log_theta, learning_rate=0.02, num_steps=200):
    value_and_grad = jax.jit(jax.value_and_grad(objective))
    losses = []
    for _ in range(num_steps):
        loss, grad = value_and_grad(log_theta)
        log_theta = log_theta - learning_rate * grad
        losses.append(float(loss))
    return log_theta, losses


def main():
    objective = SIRObjective(data.DAYS, data.IN_BED, data.POPULATION)
    log_theta, losses = fit(objective, jnp.log(jnp.array([1.5, 0.4])))
    beta, gamma = jnp.exp(log_theta)
    print(f"beta {float(beta):.3f}/day, gamma {float(gamma):.3f}/day, R0 {float(beta / gamma):.2f}")
    return log_theta, losses


if __name__ == "__main__":
    main()
