from nbody.simulator import LeapfrogSimulator

__all__ = ["LeapfrogSimulator"]
