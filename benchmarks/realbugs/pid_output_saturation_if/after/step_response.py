import jax.numpy as jnp

from gnc.loop import ClosedLoop
from gnc.pid import PID
from gnc.plants import DCMotor


def main(duration=6.0, target=8.0):
    pid = PID(kp=2.0, ki=4.0, kd=0.01, output_limits=(-6.0, 6.0))
    loop = ClosedLoop(pid, DCMotor())
    setpoints = jnp.full(int(duration / loop.dt), target)
    speeds, voltages = loop.run(setpoints)
    print(f"final speed {float(speeds[-1]):.3f} (target {target}), peak voltage {float(voltages.max()):.2f}")
    return speeds, voltages


if __name__ == "__main__":
    main()
