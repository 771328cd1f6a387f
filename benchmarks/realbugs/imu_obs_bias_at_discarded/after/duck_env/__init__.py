from .joystick import Joystick, SensorData

__all__ = ["Joystick", "SensorData"]
