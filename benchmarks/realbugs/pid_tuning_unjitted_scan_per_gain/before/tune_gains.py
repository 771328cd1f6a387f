import itertools

from control.metrics import step_metrics
from control.pid import PIDGains, simulate_pid


def main(kps=(2.0, 5.0, 15.0), kis=(0.0, 2.0), kds=(0.0, 10.0)):
    """Grid search: the gains with the smallest final error among those overshooting by less than 10 %."""
    best = None
    for kp, ki, kd in itertools.product(kps, kis, kds):
        gains = PIDGains(kp, ki, kd)
        overshoot, final_error = step_metrics(simulate_pid(gains))
        print(f"Kp={kp:5.1f} Ki={ki:4.1f} Kd={kd:5.1f}: overshoot {overshoot:6.1%}, final error {final_error:.4f}")
        if overshoot < 0.1 and (best is None or final_error < best[1]):
            best = (gains, final_error)
    print(f"best gains {best[0]}")
    return best


if __name__ == "__main__":
    main()
