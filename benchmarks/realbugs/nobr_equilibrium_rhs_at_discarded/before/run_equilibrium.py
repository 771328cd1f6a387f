import functools

import jax
import jax.numpy as jnp

from kinetics.integrate import rk4
from kinetics.mechanism import nitrosyl_bromide


def main(kf=5.0, kb=0.2, t_end=20.0, num_steps=2000):
    reaction = nitrosyl_bromide()
    simulate = jax.jit(functools.partial(rk4, reaction.rhs, t0=0.0, t1=t_end, num_steps=num_steps))
    y0 = jnp.array([1.0, 0.7, 0.0])
    trajectory = simulate(y0, params={"kf": kf, "kb": kb})
    final = trajectory[-1]
    quotient = float(reaction.equilibrium_quotient(final))
    print(", ".join(f"[{name}] = {float(c):.4f}" for name, c in zip(reaction.species, final)),
          f"; Q = {quotient:.2f} (K = kf / kb = {kf / kb:.2f})")
    return kf / kb, quotient


if __name__ == "__main__":
    main()
