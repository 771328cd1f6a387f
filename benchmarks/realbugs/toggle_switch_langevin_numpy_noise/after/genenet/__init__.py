from genenet.simulator import EulerMaruyama
from genenet.toggle import ToggleSwitch

__all__ = ["EulerMaruyama", "ToggleSwitch"]
