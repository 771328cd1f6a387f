import jax.numpy as jnp

from arm.joint import Joint, ServoLoop
from arm.pid import PID


def main(target=1.0):
    controller = PID(Kp=20.0, Ki=10.0, Kd=2.0, setpoint=target, output_limits=(-10.0, 10.0))
    loop = ServoLoop(Joint(), controller)
    thetas = loop.run(jnp.array(0.0), n_steps=2000)
    print(f"final angle {float(thetas[-1]):.4f} rad (target {target})")
    return thetas
